import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from vaelab.checkpoint import save_checkpoint  # noqa: E402
from vaelab.config import load_config  # noqa: E402
from vaelab.engine import fit  # noqa: E402


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--config", default="configs/vae_blobs.yaml")
    p.add_argument("--out", default=None)
    p.add_argument("overrides", nargs="*")
    args = p.parse_args()
    cfg = load_config(args.config, args.overrides)
    model, history = fit(cfg)
    if args.out:
        save_checkpoint(args.out, model, cfg, history)


if __name__ == "__main__":
    main()
