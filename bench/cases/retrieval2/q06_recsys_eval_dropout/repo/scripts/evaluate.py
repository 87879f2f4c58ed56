import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from recsys.pipeline import prepare  # noqa: E402
from recsys.utils.checkpoint import load_checkpoint  # noqa: E402
from recsys.utils.config import load_config  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description="Evaluate a checkpoint on the held-out test items")
    parser.add_argument("--config", required=True)
    parser.add_argument("--checkpoint", required=True)
    parser.add_argument("--split", choices=["valid", "test"], default="test")
    args = parser.parse_args()
    cfg = load_config(args.config)
    _, evaluator, model = prepare(cfg, target=args.split)
    state = load_checkpoint(args.checkpoint, model)
    metrics = evaluator.evaluate(model)
    print(json.dumps({"epoch": state["epoch"], **{k: round(v, 4) for k, v in metrics.items()}}, indent=2))


if __name__ == "__main__":
    main()
