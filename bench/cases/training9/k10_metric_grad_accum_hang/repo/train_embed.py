# Metric learning with batch-hard triplet loss and P x K sampling.
#   python train_embed.py --p 10 --k 8 --steps 300 --accum-steps 2
import argparse

import torch
from torch.utils.data import DataLoader, TensorDataset

from embedlearn import (EmbeddingNet, PKSampler, batch_hard_triplet_loss, fit, make_identities,
                        recall_at_1)

ap = argparse.ArgumentParser()
ap.add_argument("--train-ids", type=int, default=20)
ap.add_argument("--test-ids", type=int, default=20)
ap.add_argument("--per-id", type=int, default=16)
ap.add_argument("--p", type=int, default=10, help="identities per batch")
ap.add_argument("--k", type=int, default=8, help="samples per identity")
ap.add_argument("--accum-steps", type=int, default=1)
ap.add_argument("--steps", type=int, default=300)
ap.add_argument("--lr", type=float, default=1e-3)
ap.add_argument("--margin", type=float, default=0.2)
ap.add_argument("--seed", type=int, default=0)
args = ap.parse_args()

torch.manual_seed(args.seed)
x_tr, y_tr = make_identities(args.train_ids, args.per_id, seed=args.seed)
x_te, y_te = make_identities(args.test_ids, args.per_id, seed=args.seed + 100)
sampler = PKSampler(y_tr, args.p, args.k, seed=args.seed)
loader = DataLoader(TensorDataset(x_tr, y_tr), batch_sampler=sampler)
model = EmbeddingNet(in_dim=x_tr.shape[1])
opt = torch.optim.Adam(model.parameters(), lr=args.lr)
print(f"{len(sampler)} P x K batches per epoch, effective batch "
      f"{args.p * args.k * args.accum_steps}")
print(f"recall@1 before training: {recall_at_1(model, x_te, y_te):.3f}")
fit(model, loader, opt, lambda e, y: batch_hard_triplet_loss(e, y, args.margin),
    max_steps=args.steps, accum_steps=args.accum_steps, log_every=50)
print(f"recall@1 after training: {recall_at_1(model, x_te, y_te):.3f}")
torch.save(model.state_dict(), "embedding_net.pt")
