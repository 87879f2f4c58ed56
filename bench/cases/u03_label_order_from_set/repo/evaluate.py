"""Evaluate a trained checkpoint on data/test.csv.

    python evaluate.py --ckpt checkpoints/har.pt
"""
import argparse
import os

import torch

from har.engine import per_class_recall, predict
from har.io import read_csv
from har.labels import LabelEncoder
from har.model import ActivityNet


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default="data")
    ap.add_argument("--ckpt", default="checkpoints/har.pt")
    args = ap.parse_args(argv)

    ckpt = torch.load(args.ckpt, map_location="cpu")
    # class ids are defined by the training labels
    _, train_labels, _ = read_csv(os.path.join(args.data, "train.csv"))
    enc = LabelEncoder().fit(train_labels)
    x, labels, names = read_csv(os.path.join(args.data, "test.csv"))
    assert names == ckpt["features"], "feature columns differ from training"

    model = ActivityNet(len(names), len(enc), hidden=ckpt["hidden"])
    model.load_state_dict(ckpt["model"])
    y = enc.transform(labels)
    pred = predict(model, torch.from_numpy(x))
    acc = float((pred == y).mean())
    print(f"test accuracy {acc:.3f} ({len(y)} windows)")
    for name, r in zip(enc.classes_, per_class_recall(pred, y, len(enc))):
        print(f"  {name:16s} recall {r:.3f}")
    return acc


if __name__ == "__main__":
    main()
