import argparse
import os
import sys

from torch.utils.data import DataLoader

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from tinylm.config import ModelConfig, load_config  # noqa: E402
from tinylm.data import ByteTokenizer, PackedTokenDataset, load_corpus  # noqa: E402
from tinylm.engine import LMTrainer  # noqa: E402
from tinylm.losses import LMLoss  # noqa: E402
from tinylm.models import GPT  # noqa: E402
from tinylm.utils import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    args = ap.parse_args()
    cfg = load_config(args.config)
    st = load_checkpoint(args.ckpt)
    model = GPT(ModelConfig(**st["model_config"]))
    model.load_state_dict(st["model"])
    ds = PackedTokenDataset(load_corpus(cfg.data["val"], ByteTokenizer()), cfg.data.get("seq_len", cfg.model.max_seq_len))
    r = LMTrainer(model, LMLoss(), None, cfg).evaluate(DataLoader(ds, cfg.train.batch_size), max_batches=10 ** 9)
    print(f"val loss {r['loss']:.4f}  ppl {r['ppl']:.2f}")


if __name__ == "__main__":
    main()
