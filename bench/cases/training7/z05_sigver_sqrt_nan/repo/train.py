import argparse

from sigver.trainer import run_experiment

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/siamese.yaml")
    ap.add_argument("--steps", type=int, default=None)
    args = ap.parse_args()
    run_experiment(args.config, args.steps)
