"""Streaming inference over a long feature sequence with a sliding 1 s window and smoothing."""
import argparse

import torch

from kws import KEYWORDS
from kws.models import build_model
from kws.utils.checkpoint import load_weights


@torch.no_grad()
def sliding_posteriors(model, feats, window=101, hop=10):
    model.eval()
    outs = []
    for s in range(0, feats.size(-1) - window + 1, hop):
        outs.append(model(feats[None, :, s:s + window]).softmax(-1)[0])
    return torch.stack(outs) if outs else torch.empty(0, len(KEYWORDS))


def smooth(posteriors, k=3):
    if len(posteriors) < k:
        return posteriors
    kernel = torch.ones(1, 1, k) / k
    p = posteriors.T.unsqueeze(1)
    return torch.nn.functional.conv1d(p, kernel, padding=k // 2).squeeze(1).T[: len(posteriors)]


def detect(posteriors, threshold=0.8, refractory=5):
    events, last = [], -refractory
    for t, p in enumerate(posteriors):
        conf, k = p[:10].max(0)
        if conf >= threshold and t - last >= refractory:
            events.append((t, KEYWORDS[int(k)], float(conf)))
            last = t
    return events


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--ckpt", required=True)
    p.add_argument("--model", default="dscnn")
    p.add_argument("--feats", required=True, help=".pt file with a (40, T) log-mel tensor")
    args = p.parse_args(argv)
    model = build_model(args.model, num_classes=12)
    load_weights(model, args.ckpt)
    post = smooth(sliding_posteriors(model, torch.load(args.feats)))
    for t, kw, conf in detect(post):
        print(f"{t * 0.1:7.2f}s  {kw:8s} {conf:.3f}")


if __name__ == "__main__":
    main()
