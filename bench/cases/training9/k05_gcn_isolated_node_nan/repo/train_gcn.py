# Train the GCN activity classifier on the synthetic molecule set.
#   python train_gcn.py --epochs 10 --hidden 64
import argparse

import torch

from molgraph import make_dataset, train

parser = argparse.ArgumentParser()
parser.add_argument("--num-graphs", type=int, default=2000)
parser.add_argument("--epochs", type=int, default=10)
parser.add_argument("--batch-size", type=int, default=32)
parser.add_argument("--lr", type=float, default=1e-2)
parser.add_argument("--hidden", type=int, default=64)
parser.add_argument("--layers", type=int, default=3)
parser.add_argument("--seed", type=int, default=0)
parser.add_argument("--log-every", type=int, default=10)
args = parser.parse_args()

graphs = make_dataset(args.num_graphs, seed=args.seed)
n_val = len(graphs) // 5
val_graphs, train_graphs = graphs[:n_val], graphs[n_val:]
pos = sum(g.y for g in graphs) / len(graphs)
print(f"{len(train_graphs)} train / {len(val_graphs)} val graphs, {pos:.1%} active")
model, history = train(train_graphs, val_graphs, epochs=args.epochs, batch_size=args.batch_size,
                       lr=args.lr, hidden=args.hidden, layers=args.layers, seed=args.seed,
                       log_every=args.log_every)
torch.save(model.state_dict(), "gcn.pt")
