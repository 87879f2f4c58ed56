import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from audiotag.config import load_config  # noqa: E402
from audiotag.data import build_dataset  # noqa: E402
from audiotag.engine import Trainer  # noqa: E402
from audiotag.losses import build_loss  # noqa: E402
from audiotag.models import build_model  # noqa: E402
from audiotag.utils import get_logger, seed_everything  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--device", default="cpu")
    ap.add_argument("overrides", nargs="*", help="dotted key=value overrides")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    seed_everything(cfg["seed"])
    train_set, val_set = build_dataset(cfg, "train"), build_dataset(cfg, "val")
    model = build_model(cfg, n_classes=len(cfg["data"]["labels"]))
    get_logger("train").info("%s: %d params", cfg["model"]["name"], sum(p.numel() for p in model.parameters()))
    best = Trainer(model, build_loss(cfg), train_set, val_set, cfg, device=args.device).fit()
    get_logger("train").info("best val mAP %.4f", best)


if __name__ == "__main__":
    main()
