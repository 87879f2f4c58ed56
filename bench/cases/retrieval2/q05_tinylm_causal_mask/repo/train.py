import argparse
import os

import torch

from tinylm.data import BlockDataset, load_corpus
from tinylm.data.prepare import describe, prepare
from tinylm.data.windows import split_ids
from tinylm.model import GPT, GPTConfig
from tinylm.sampling import make_sampler
from tinylm.tokenization import build_tokenizer
from tinylm.train import Trainer
from tinylm.utils import checkpoint
from tinylm.utils.config import load_config
from tinylm.utils.logging import get_logger

log = get_logger("tinylm")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("overrides", nargs="*")
    ap.add_argument("--no-cache", action="store_true", help="re-tokenize instead of using data/*.pt")
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    args = ap.parse_args()
    cfg = load_config(args.config, args.overrides)
    torch.manual_seed(cfg["seed"])

    d = cfg["data"]
    text = load_corpus(d.get("path"))
    if args.no_cache:
        tok = build_tokenizer(d["tokenizer"], text, vocab_size=d.get("vocab_size", 512))
        ids = tok.encode(text)
    else:
        tok, ids = prepare(d.get("path"), text, d["tokenizer"], d.get("vocab_size", 512))
    log.info(describe(tok, ids, text))
    train_ids, val_ids = split_ids(ids, d["val_frac"])
    log.info(f"corpus {len(text):,} chars -> {len(ids):,} tokens, vocab {tok.vocab_size}")
    train_ds, val_ds = BlockDataset(train_ids, d["block_size"]), BlockDataset(val_ids, d["block_size"])

    model = GPT(GPTConfig(vocab_size=tok.vocab_size, block_size=d["block_size"], **cfg["model"]))
    log.info(f"model params: {model.num_params() / 1e6:.2f}M")
    ckpt_path = os.path.join(cfg["out_dir"], "ckpt.pt")
    sampler = make_sampler(temperature=0.8, top_k=50)

    def on_eval(trainer, losses):
        if losses["val"] < trainer.best_val:
            trainer.best_val = losses["val"]
            checkpoint.save(ckpt_path, trainer.model, tok, cfg, trainer.step, trainer.best_val)
        prompt = torch.tensor([tok.encode("\n")], device=args.device)
        sample = trainer.model.generate(prompt, 120, sampler)[0].tolist()
        trainer.model.train()
        log.info("sample: " + repr(tok.decode(sample)))

    Trainer(model, train_ds, val_ds, cfg["train"], device=args.device, on_eval=on_eval).run()


if __name__ == "__main__":
    main()
