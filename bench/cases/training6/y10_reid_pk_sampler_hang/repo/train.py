"""Train the re-id embedding head.  python train.py --config configs/base.yaml [--max-steps N]"""
import argparse
import time

import torch

from reidkit.config import load_config
from reidkit.data import build_splits
from reidkit.evaluate import evaluate
from reidkit.losses import batch_hard_triplet
from reidkit.model import EmbeddingHead
from reidkit.sampler import PKSampler


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/base.yaml")
    ap.add_argument("--set", nargs="*", default=[])
    ap.add_argument("--max-steps", type=int, default=None)
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.set)
    torch.manual_seed(cfg["seed"])

    (x, y, _), (xt, yt, ct) = build_splits(cfg, cfg["seed"])
    s = cfg["sampler"]
    sampler = PKSampler(y, s["ids_per_batch"], s["samples_per_id"], seed=cfg["seed"])
    print(f"{len(sampler.ids)} train identities / {len(y)} crops, {len(sampler)} batches of "
          f"{s['ids_per_batch']}x{s['samples_per_id']} per epoch", flush=True)
    model = EmbeddingHead(cfg["data"]["feat_dim"], cfg["model"]["hidden"], cfg["model"]["emb_dim"])
    opt = torch.optim.AdamW(model.parameters(), lr=cfg["optim"]["lr"],
                            weight_decay=cfg["optim"]["weight_decay"])
    step, t0, done = 0, time.time(), False
    for epoch in range(1, cfg["train"]["epochs"] + 1):
        model.train()
        for batch in sampler:
            idx = torch.tensor(batch)
            loss = batch_hard_triplet(model(x[idx]), y[idx], cfg["loss"]["margin"])
            opt.zero_grad()
            loss.backward()
            opt.step()
            if step % cfg["train"]["log_every"] == 0:
                print(f"step {step:6d}  triplet {loss.item():.4f}  ({time.time() - t0:.0f}s)", flush=True)
            step += 1
            if args.max_steps and step >= args.max_steps:
                done = True
                break
        m = evaluate(model, xt, yt, ct)
        print(f"epoch {epoch:3d}  rank1 {m['rank1']:.4f}  mAP {m['mAP']:.4f}", flush=True)
        if done:
            break
    return model, m


if __name__ == "__main__":
    main()
