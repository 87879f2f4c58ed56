"""Learning-rate / width sweep; prints a table of final metrics."""
import itertools
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from ecgbeats.experiment import run_experiment  # noqa: E402


def main():
    rows = []
    for lr, width in itertools.product([3e-4, 1e-3, 3e-3], [16, 32]):
        m = run_experiment({"lr": lr, "width": width, "seed": 0, "log": False})
        rows.append({"lr": lr, "width": width, **{k: v for k, v in m.items() if k != "history"}})
        print(json.dumps(rows[-1]))


if __name__ == "__main__":
    main()
