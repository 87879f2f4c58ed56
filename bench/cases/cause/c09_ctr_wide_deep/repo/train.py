"""Train a Wide & Deep click-through-rate model."""
import argparse
import time

import torch
from torch.utils.data import DataLoader

from ctr.data import FIELDS, N_DENSE, ClickDataset, generate_clicks
from ctr.engine import evaluate, train_one_epoch
from ctr.inference import save_model
from ctr.meters import SmoothedValue, rss_mb
from ctr.model import WideAndDeep


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--n-train", type=int, default=100_000)
    p.add_argument("--n-val", type=int, default=20_000)
    p.add_argument("--epochs", type=int, default=10)
    p.add_argument("--batch-size", type=int, default=1024)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--emb-dim", type=int, default=16)
    p.add_argument("--log-every", type=int, default=0)
    p.add_argument("--out", default=None, help="save the trained model here")
    p.add_argument("--seed", type=int, default=2024)
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    torch.manual_seed(args.seed)
    train_ds = ClickDataset(*generate_clicks(args.n_train, seed=args.seed))
    val_ds = ClickDataset(*generate_clicks(args.n_val, seed=args.seed + 1))
    train_dl = DataLoader(train_ds, batch_size=args.batch_size, shuffle=True)
    val_dl = DataLoader(val_ds, batch_size=8192)

    model = WideAndDeep(list(FIELDS.values()), N_DENSE, emb_dim=args.emb_dim)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    meter = SmoothedValue(window=50)
    history = []
    for epoch in range(1, args.epochs + 1):
        t0 = time.time()
        train_loss = train_one_epoch(model, train_dl, opt, meter, args.log_every)
        metrics = evaluate(model, val_dl)
        rec = {"epoch": epoch, "train_loss": train_loss, **metrics, "rss_mb": rss_mb(),
               "seconds": time.time() - t0}
        history.append(rec)
        print(f"epoch {epoch:2d}  train {train_loss:.4f}  val logloss {metrics['logloss']:.4f}  "
              f"auc {metrics['auc']:.4f}  rss {rec['rss_mb']:.0f} MB  ({rec['seconds']:.1f}s)")
    if args.out:
        save_model(args.out, model, {"cardinalities": list(FIELDS.values()), "n_dense": N_DENSE,
                                     "emb_dim": args.emb_dim})
    return model, history


if __name__ == "__main__":
    main()
