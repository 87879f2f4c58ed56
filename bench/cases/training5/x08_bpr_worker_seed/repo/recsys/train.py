import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from .evaluate import recall_ndcg_at_k
from .interactions import generate, leave_k_out
from .model import MF
from .sampling import BPRTriplets
from .seeding import set_seed
from .workers import worker_init_fn


def build_data(args):
    user_items = generate(args.users, args.items, args.per_user, seed=args.data_seed)
    return leave_k_out(user_items, k=2, seed=args.data_seed)


def train(args):
    set_seed(args.seed)
    train_items, test_items = build_data(args)
    ds = BPRTriplets(train_items, args.items)
    loader = DataLoader(ds, batch_size=args.batch_size, shuffle=True, num_workers=args.workers,
                        worker_init_fn=worker_init_fn if args.workers > 0 else None,
                        persistent_workers=args.workers > 0)
    model = MF(args.users, args.items, args.dim)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    print(f"{args.users} users, {args.items} items, {len(ds)} training interactions")
    history = []
    for epoch in range(1, args.epochs + 1):
        model.train()
        total, n = 0.0, 0
        for u, i, j in loader:
            loss = -F.logsigmoid(model(u, i, j)).mean() + args.l2 * (
                model.user(u).pow(2).sum(-1) + model.item(i).pow(2).sum(-1)).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(u)
            n += len(u)
        metrics = recall_ndcg_at_k(model, train_items, test_items, k=args.k)
        history.append({"epoch": epoch, "loss": total / n, **metrics})
        print(f"epoch {epoch:3d}  bpr_loss {total / n:.6f}  recall@{args.k} {metrics['recall']:.4f}  "
              f"ndcg@{args.k} {metrics['ndcg']:.4f}")
    if args.out:
        torch.save({"model": model.state_dict(), "args": vars(args)}, args.out)
    return model, history
