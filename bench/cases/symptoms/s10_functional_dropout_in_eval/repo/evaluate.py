import argparse

import torch

from thermal.net import OccupancyNet
from thermal.sim import MAX_PEOPLE, normalize, simulate_frames

TEST_SEED = 12345  # fixed held-out set


def load_model(path):
    ckpt = torch.load(path, map_location="cpu")
    model = OccupancyNet(MAX_PEOPLE, dropout=ckpt["dropout"])
    model.load_state_dict(ckpt["state_dict"])
    model.eval()
    return model


@torch.no_grad()
def predict(model, frames, batch_size=512):
    model.eval()
    x = normalize(frames)
    return torch.cat([model(x[i:i + batch_size]).argmax(1) for i in range(0, len(x), batch_size)])


def evaluate(path, n_test=2000):
    model = load_model(path)
    frames, counts = simulate_frames(n_test, seed=TEST_SEED)
    pred = predict(model, frames)
    acc = (pred == counts).float().mean().item()
    confusion = torch.zeros(MAX_PEOPLE + 1, MAX_PEOPLE + 1, dtype=torch.long)
    for t, p in zip(counts.tolist(), pred.tolist()):
        confusion[t, p] += 1
    return acc, confusion, pred


def main(argv=None):
    p = argparse.ArgumentParser(description="evaluate a saved occupancy model on the test frames")
    p.add_argument("checkpoint", nargs="?", default="occupancy.pt")
    p.add_argument("--n-test", type=int, default=2000)
    args = p.parse_args(argv)
    acc, confusion, _ = evaluate(args.checkpoint, args.n_test)
    print(f"test accuracy {acc:.4f}")
    print("confusion (rows = true count, cols = predicted):")
    print(confusion)


if __name__ == "__main__":
    main()
