"""Run a grid of (series, model, input_len, horizon) experiments from a YAML file.

    grid:
      series: [seasonal, ar]
      model: [mlp, lstm]
      input_len: [24, 48]
      horizon: [1, 12]
    epochs: 10
"""
import argparse
import itertools
import json

import yaml

from .cli import parse, run


def expand_grid(grid):
    keys = sorted(grid)
    for values in itertools.product(*(grid[k] for k in keys)):
        yield dict(zip(keys, values))


def run_grid(spec, log=print):
    rows = []
    for combo in expand_grid(spec["grid"]):
        argv = []
        for k, v in {**{k: v for k, v in spec.items() if k != "grid"}, **combo}.items():
            argv += [f"--{k.replace('_', '-')}", str(v)]
        args = parse(argv)
        res = run(args, log=lambda *_: None)
        row = {**combo, **{f"{m}_{k}": v for m, r in res.items() for k, v in r.items()}}
        log(json.dumps(row))
        rows.append(row)
    return rows


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("spec")
    p.add_argument("--out", default=None)
    a = p.parse_args(argv)
    with open(a.spec) as f:
        spec = yaml.safe_load(f)
    rows = run_grid(spec)
    if a.out:
        with open(a.out, "w") as f:
            json.dump(rows, f, indent=1)
    return rows


if __name__ == "__main__":
    main()
