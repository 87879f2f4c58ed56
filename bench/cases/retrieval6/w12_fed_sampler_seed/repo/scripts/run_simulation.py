#!/usr/bin/env python
"""python scripts/run_simulation.py CONFIG [key=value ...]"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from fedsim.engine import Simulation  # noqa: E402
from fedsim.utils import load_config  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("overrides", nargs="*")
    ap.add_argument("--out")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    result = Simulation(cfg).run()
    if args.out:
        with open(args.out, "w") as fh:
            json.dump(result, fh, indent=2)
    return result


if __name__ == "__main__":
    main()
