import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from sslkit.data import SimCLRAugment, TwoViews, build_dataset, eval_transform  # noqa: E402
from sslkit.engine import Pretrainer  # noqa: E402
from sslkit.models import build_method  # noqa: E402
from sslkit.utils.misc import get_logger, load_yaml, seed_all  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--epochs", type=int, default=None)
    ap.add_argument("--resume", default=None, help="path to a last.pth to continue from")
    args = ap.parse_args()
    cfg = load_yaml(args.config)
    if args.epochs:
        cfg["optim"]["epochs"] = args.epochs
    seed_all(cfg["seed"])
    d = cfg["data"]
    views = build_dataset(d, train=True, transform=TwoViews(SimCLRAugment(d["image_size"])))
    knn_train = build_dataset(d, train=True, transform=eval_transform)
    knn_test = build_dataset(d, train=False, transform=eval_transform)
    model = build_method(cfg)
    get_logger().info(f"{cfg['method']}: {sum(p.numel() for p in model.parameters()) / 1e6:.2f}M params")
    trainer = Pretrainer(model, cfg, views, knn_train, knn_test, device=args.device)
    if args.resume:
        trainer.resume(args.resume)
    trainer.fit()


if __name__ == "__main__":
    main()
