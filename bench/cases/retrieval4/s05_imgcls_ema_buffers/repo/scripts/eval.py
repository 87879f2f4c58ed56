import argparse
import os
import sys

from torch.utils.data import DataLoader

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from imgcls.config import load_config  # noqa: E402
from imgcls.data import build_datasets  # noqa: E402
from imgcls.engine import evaluate  # noqa: E402
from imgcls.models import build_model  # noqa: E402
from imgcls.transforms import build_val_transform  # noqa: E402
from imgcls.utils import load_checkpoint, update_bn  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--use-ema", action="store_true")
    ap.add_argument("--recompute-bn", action="store_true")
    args = ap.parse_args()
    cfg = load_config(args.config)
    _, val_ds = build_datasets(cfg, build_val_transform(cfg), build_val_transform(cfg))
    state = load_checkpoint(args.ckpt)
    model = build_model(cfg["model"])
    model.load_state_dict(state["ema"]["ema"] if args.use_ema else state["model"])
    loader = DataLoader(val_ds, 256)
    if args.recompute_bn:
        train_ds, _ = build_datasets(cfg, build_val_transform(cfg), build_val_transform(cfg))
        update_bn(DataLoader(train_ds, 128, shuffle=True), model, max_batches=50)
    res = evaluate(model, loader)
    print(f"top1 {res['top1']:.2f}  top5 {res['top5']:.2f}")


if __name__ == "__main__":
    main()
