import argparse
import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from recsys.pipeline import prepare  # noqa: E402
from recsys.training import Trainer  # noqa: E402
from recsys.utils.config import load_config  # noqa: E402
from recsys.utils.reproducibility import seed_all  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", required=True)
    parser.add_argument("--device", default="cpu")
    parser.add_argument("overrides", nargs="*")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s [%(name)s] %(message)s")
    cfg = load_config(args.config, args.overrides)
    seed_all(cfg["seed"])
    split, evaluator, model = prepare(cfg, target="valid")
    best = Trainer(model, split, evaluator, cfg, args.device).fit()
    logging.info("best validation %s: %.4f", f"NDCG@{max(cfg['eval']['top_k'])}", best)


if __name__ == "__main__":
    main()
