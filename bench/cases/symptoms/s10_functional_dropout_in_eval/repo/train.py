import argparse

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

from thermal.net import OccupancyNet
from thermal.sim import MAX_PEOPLE, normalize, simulate_frames


def parse_args(argv=None):
    p = argparse.ArgumentParser(description="train the occupancy counter")
    p.add_argument("--n-train", type=int, default=6000)
    p.add_argument("--epochs", type=int, default=15)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--dropout", type=float, default=0.3)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", default="occupancy.pt")
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    torch.manual_seed(args.seed)
    frames, counts = simulate_frames(args.n_train, seed=args.seed)
    loader = DataLoader(TensorDataset(normalize(frames), counts), batch_size=args.batch_size,
                        shuffle=True)
    model = OccupancyNet(MAX_PEOPLE, dropout=args.dropout)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    for epoch in range(1, args.epochs + 1):
        model.train()
        total, correct = 0.0, 0
        for x, y in loader:
            logits = model(x)
            loss = F.cross_entropy(logits, y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(y)
            correct += (logits.argmax(1) == y).sum().item()
        print(f"epoch {epoch:2d} loss {total / len(counts):.4f} train_acc {correct / len(counts):.3f}")
    torch.save({"state_dict": model.state_dict(), "dropout": args.dropout}, args.out)
    print(f"saved {args.out}")
    return args.out


if __name__ == "__main__":
    main()
