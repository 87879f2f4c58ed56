import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from tabkit.data import read_csv_rows  # noqa: E402
from tabkit.engine import predict_rows  # noqa: E402
from tabkit.models import build_model  # noqa: E402
from tabkit.transforms import TabularEncoder  # noqa: E402
from tabkit.utils import load_bundle  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--csv", required=True)
    ap.add_argument("--id-column", default="")
    args = ap.parse_args()
    b = load_bundle(args.ckpt)
    enc = TabularEncoder.from_state_dict(b["encoder"])
    model = build_model(b["config"]["model"], enc.n_numeric, enc.cardinalities)
    model.load_state_dict(b["model"])
    rows = read_csv_rows(args.csv)
    probs = predict_rows(model, enc, rows)
    for i, (r, p) in enumerate(zip(rows, probs.tolist())):
        print(f"{r.get(args.id_column, i)},{p:.4f}")


if __name__ == "__main__":
    main()
