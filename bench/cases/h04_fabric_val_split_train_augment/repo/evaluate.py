"""Evaluate a saved checkpoint on the validation split.

    python evaluate.py checkpoints/best.pt
"""
import argparse

import torch
from torch.utils.data import DataLoader

from fabric.data import CLASSES, build_datasets
from fabric.engine import evaluate, predict
from fabric.model import DefectNet


def load_model(path):
    ckpt = torch.load(path, map_location="cpu")
    model = DefectNet(len(CLASSES), ckpt["config"]["model"]["width"])
    model.load_state_dict(ckpt["model"])
    return model.eval(), ckpt


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("checkpoint")
    ap.add_argument("--per-class", action="store_true")
    args = ap.parse_args(argv)
    model, ckpt = load_model(args.checkpoint)
    _, val_ds = build_datasets(ckpt["config"])
    loader = DataLoader(val_ds, batch_size=256)
    res = evaluate(model, loader)
    print(f"checkpoint epoch {ckpt['epoch']} (logged val acc {ckpt['val_acc']:.4f}): "
          f"val loss {res['loss']:.4f} acc {res['acc']:.4f}")
    if args.per_class:
        probs, labels = predict(model, loader)
        for i, name in enumerate(CLASSES):
            m = labels == i
            print(f"  {name:6s} acc {(probs[m].argmax(1) == i).float().mean().item():.3f} (n={m.sum().item()})")
    return res


if __name__ == "__main__":
    main()
