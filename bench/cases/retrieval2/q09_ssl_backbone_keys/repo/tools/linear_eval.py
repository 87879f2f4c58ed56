import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from sslkit.data import build_dataset, eval_transform  # noqa: E402
from sslkit.engine import LinearProbe  # noqa: E402
from sslkit.engine.finetune import finetune  # noqa: E402
from sslkit.models import build_backbone  # noqa: E402
from sslkit.utils.checkpoint import load_backbone  # noqa: E402
from sslkit.utils.misc import get_logger, load_yaml, seed_all  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--pretrained", default=None, help="pretraining checkpoint; random init if omitted")
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--finetune", action="store_true", help="fine-tune end-to-end instead of a linear probe")
    args = ap.parse_args()
    cfg = load_yaml(args.config)
    seed_all(cfg["seed"])
    log = get_logger()
    backbone = build_backbone(cfg["backbone"])
    if args.pretrained:
        epoch, method = load_backbone(backbone, args.pretrained)
        log.info(f"loaded {method} backbone from {args.pretrained} (epoch {epoch})")
    else:
        log.info("no --pretrained given: probing a randomly initialised backbone")
    d = cfg["data"]
    train = build_dataset(d, train=True, transform=eval_transform)
    test = build_dataset(d, train=False, transform=eval_transform)
    if args.finetune:
        best = finetune(backbone, d["num_classes"], train, test, cfg, args.device)
        log.info(f"best finetune top1 {100 * best:.2f}%")
    else:
        best = LinearProbe(backbone, d["num_classes"], cfg, args.device).fit(train, test)
        log.info(f"best linear top1 {100 * best:.2f}%")


if __name__ == "__main__":
    main()
