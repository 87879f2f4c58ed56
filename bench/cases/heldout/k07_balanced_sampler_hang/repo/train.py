import argparse

import torch
from torch.utils.data import DataLoader

from protonet.data import make_blobs
from protonet.model import Embedder, prototype_loss
from protonet.sampler import BalancedBatchSampler


def parse(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--n", type=int, default=1000, help="number of training points")
    p.add_argument("--classes", type=int, default=5)
    p.add_argument("--batch-size", type=int, default=50)
    p.add_argument("--epochs", type=int, default=5)
    p.add_argument("--lr", type=float, default=1e-3)
    return p.parse_args(argv)


def main(argv=None):
    args = parse(argv)
    torch.manual_seed(0)
    ds = make_blobs(args.n, num_classes=args.classes)
    sampler = BalancedBatchSampler(ds.tensors[1], args.batch_size)
    loader = DataLoader(ds, batch_sampler=sampler)
    model = Embedder(ds.tensors[0].shape[1])
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    losses = []
    for epoch in range(args.epochs):
        sampler.set_epoch(epoch)
        total = 0.0
        for step, (x, y) in enumerate(loader):
            loss = prototype_loss(model(x), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item()
            print(f"epoch {epoch} step {step + 1}/{len(loader)} loss {loss.item():.4f}", flush=True)
        losses.append(total / len(loader))
        print(f"epoch {epoch} mean loss {losses[-1]:.4f}", flush=True)
    return losses


if __name__ == "__main__":
    main()
