#!/usr/bin/env python
"""Leave-one-subject-out CV: python scripts/cross_validate.py CONFIG [key=value ...]"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from biosig.utils import apply_overrides, load_config  # noqa: E402
from train import run  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    n = cfg.data.get("num_subjects", 12)
    accs = []
    for fold in range(n):
        fold_cfg = apply_overrides(load_config(args.config, args.overrides),
                                   ["split.mode=loso", f"split.fold={fold}"])
        accs.append(run(fold_cfg)["test_bacc"])
        print(f"fold {fold:02d} test_bacc {accs[-1]:.4f}")
    print(f"LOSO mean bacc {sum(accs) / len(accs):.4f}")


if __name__ == "__main__":
    main()
