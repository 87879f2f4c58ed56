import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from subtag.data import build_dataloaders  # noqa: E402
from subtag.engine.predictor import Predictor  # noqa: E402
from subtag.models import build_model  # noqa: E402
from subtag.utils import load_config  # noqa: E402
from subtag.utils.checkpoint import load_checkpoint  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--text", required=True)
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_intermixed_args(argv)
    cfg = load_config(args.config, args.overrides)
    tokenizer, label_map, _, _ = build_dataloaders(cfg)
    model = build_model(cfg.model, len(tokenizer.vocab), len(label_map), pad_id=tokenizer.pad_id)
    load_checkpoint(args.ckpt, model)
    pred = Predictor(model, tokenizer, label_map, cfg.data.get("max_length", 128))
    for word, tag in pred(tokenizer.pre.split(args.text)):
        print(f"{word}\t{tag}")


if __name__ == "__main__":
    main()
