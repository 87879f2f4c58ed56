"""Classify utterances with a trained checkpoint.

    python predict.py --ckpt checkpoints/intent.pt "wake me up at 7 tomorrow"
"""
import argparse

import torch

from intent.model import IntentClassifier
from intent.vocab import Vocab


def load(path):
    ckpt = torch.load(path, map_location="cpu")
    model = IntentClassifier(**ckpt["model_cfg"])
    model.load_state_dict(ckpt["model"])
    model.eval()
    return model, Vocab.from_state_dict(ckpt["vocab"]), ckpt["labels"]


@torch.no_grad()
def predict(model, vocab, labels, texts):
    out = []
    for text in texts:
        ids = torch.tensor([vocab.encode(text)])
        probs = model(ids, torch.tensor([ids.shape[1]])).softmax(-1)[0]
        k = int(probs.argmax())
        out.append((labels[k], float(probs[k])))
    return out


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--ckpt", default="checkpoints/intent.pt")
    p.add_argument("texts", nargs="+")
    args = p.parse_args(argv)
    model, vocab, labels = load(args.ckpt)
    for text, (label, prob) in zip(args.texts, predict(model, vocab, labels, args.texts)):
        print(f"{label:14s} {prob:.3f}  {text}")


if __name__ == "__main__":
    main()
