import argparse

import torch
from torch.utils.data import DataLoader

from mtseq.configs import load_config
from mtseq.data import ParallelTextDataset, TokenBucketSampler, Vocab, collate_pairs
from mtseq.engine import Translator, train
from mtseq.losses import LabelSmoothedNLL
from mtseq.models import build_model
from mtseq.transforms import build_text_transform
from mtseq.utils import seed_everything


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args()
    cfg = load_config(args.config, args.set)
    seed_everything(cfg["seed"])
    d = cfg["data"]
    sv, tv = Vocab.load(d["src_vocab"]), Vocab.load(d["tgt_vocab"])
    tf = build_text_transform(d)
    ds = ParallelTextDataset(d["train_src"], d["train_tgt"], sv, tv, tf, d["max_len"])
    loader = DataLoader(ds, batch_sampler=TokenBucketSampler(ds.src_lengths(), d["max_tokens"], seed=cfg["seed"]),
                        collate_fn=collate_pairs)
    with open(d["valid_src"], encoding="utf-8") as fs, open(d["valid_tgt"], encoding="utf-8") as ft:
        vsrc, vref = fs.read().splitlines(), [tf(l) for l in ft.read().splitlines()]
    valid = [vsrc[i:i + 64] for i in range(0, len(vsrc), 64)]
    model = build_model(cfg["model"], sv, tv)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    model.to(device)
    tr = Translator(model, sv, tv, tf, device=device)
    train(model, LabelSmoothedNLL(cfg["loss"]["label_smoothing"], sv.pad_id), loader, valid, tr, vref, cfg, device)


if __name__ == "__main__":
    main()
