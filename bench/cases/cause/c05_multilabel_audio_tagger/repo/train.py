"""Train the CNN sound-event tagger."""
import argparse

import torch
from torch.utils.data import DataLoader

from tagger.features import CLASSES, TaggingDataset
from tagger.losses import tagging_loss
from tagger.metrics import mean_average_precision
from tagger.model import CNNTagger


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--n-train", type=int, default=1200)
    p.add_argument("--n-val", type=int, default=300)
    p.add_argument("--epochs", type=int, default=10)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--partial-labels", action="store_true",
                   help="clips come from sources that annotate only some of the classes")
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args(argv)


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    scores, labels, masks = [], [], []
    for x, y, m in loader:
        scores.append(torch.sigmoid(model(x)))
        labels.append(y)
        masks.append(m)
    return mean_average_precision(torch.cat(scores), torch.cat(labels), torch.cat(masks))


def main(argv=None):
    args = parse_args(argv)
    torch.manual_seed(args.seed)
    train_ds = TaggingDataset(args.n_train, seed=args.seed, partial_labels=args.partial_labels)
    val_ds = TaggingDataset(args.n_val, seed=args.seed + 1)
    train_dl = DataLoader(train_ds, batch_size=args.batch_size, shuffle=True)
    val_dl = DataLoader(val_ds, batch_size=128)

    model = CNNTagger(len(CLASSES))
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    history = []
    for epoch in range(1, args.epochs + 1):
        model.train()
        total, n = 0.0, 0
        for x, y, m in train_dl:
            logits = model(x)
            loss = tagging_loss(logits, y, m if args.partial_labels else None)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(x)
            n += len(x)
        val_map = evaluate(model, val_dl)
        history.append({"epoch": epoch, "loss": total / n, "val_map": val_map})
        print(f"epoch {epoch:2d}  loss {total / n:.4f}  val mAP {val_map:.3f}")
    return model, history


if __name__ == "__main__":
    main()
