import time

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from .batching import MoleculeDataset, collate_graphs
from .evaluate import evaluate
from .model import GCNRegressor
from .molecules import ATOMS, make_dataset
from .prefetch import Prefetcher


def train(args):
    torch.manual_seed(args.seed)
    mols, ys = make_dataset(args.n_molecules, args.seed)
    n_val = args.n_molecules // 10
    train_ds = MoleculeDataset(mols[n_val:], ys[n_val:])
    val_ds = MoleculeDataset(mols[:n_val], ys[:n_val])
    train_loader = DataLoader(train_ds, batch_size=args.batch_size, shuffle=True,
                              collate_fn=collate_graphs)
    val_loader = DataLoader(val_ds, batch_size=256, collate_fn=collate_graphs)
    model = GCNRegressor(len(ATOMS) + 1, args.hidden, args.layers)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    steps_per_epoch = len(train_loader)
    epochs = args.epochs
    if args.max_steps:
        epochs = -(-args.max_steps // steps_per_epoch)
    print(f"{len(train_ds)} train / {len(val_ds)} val molecules, {steps_per_epoch} steps/epoch, "
          f"{epochs} epochs", flush=True)

    step, t0, history = 0, time.time(), []
    for epoch in range(1, epochs + 1):
        model.train()
        with Prefetcher(train_loader, depth=args.prefetch) as batches:
            for x, adj, mask, y in batches:
                loss = F.mse_loss(model(x, adj, mask), y)
                opt.zero_grad()
                loss.backward()
                opt.step()
                step += 1
                if step % args.log_every == 0:
                    print(f"step {step:6d}  mse {loss.item():.4f}  ({time.time() - t0:.0f}s)", flush=True)
                if args.max_steps and step >= args.max_steps:
                    break
        metrics = evaluate(model, val_loader)
        history.append({"epoch": epoch, "step": step, **metrics})
        print(f"epoch {epoch:3d}  val_rmse {metrics['rmse']:.4f}  val_mae {metrics['mae']:.4f}", flush=True)
    if args.out:
        torch.save(model.state_dict(), args.out)
        print(f"saved {args.out}", flush=True)
    return model, history
