import argparse
import os
import sys

sys.path.insert(0, os.path.abspath(os.path.join(os.path.dirname(__file__), "..")))

from boxdet.config import load_config  # noqa: E402
from boxdet.data import build_loader  # noqa: E402
from boxdet.engine import Trainer  # noqa: E402
from boxdet.models import build_model  # noqa: E402
from boxdet.utils import set_random_seed, setup_logging  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--device", default="cpu")
    args = ap.parse_args()
    cfg = load_config(args.config)
    log = setup_logging(cfg.output_dir)
    set_random_seed(cfg.seed)
    log.info("config: %s", cfg.to_dict())
    trainer = Trainer(cfg, build_model(cfg), build_loader(cfg, True), build_loader(cfg, False), args.device)
    trainer.fit()


if __name__ == "__main__":
    main()
