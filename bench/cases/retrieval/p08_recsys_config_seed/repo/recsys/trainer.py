import torch
from torch.utils.data import DataLoader

from .data.sampler import PairwiseDataset, PointwiseDataset
from .data.splits import leave_one_out, sample_eval_candidates
from .data.synthetic import generate_interactions, to_user_lists
from .losses import bce_loss, bpr_loss
from .metrics import evaluate_candidates
from .models import build_model
from .utils import set_seed


def prepare_data(dcfg):
    events = generate_interactions(dcfg["num_users"], dcfg["num_items"],
                                   dcfg["interactions_per_user"], seed=dcfg.get("data_seed", 0))
    train, val, test = leave_one_out(to_user_lists(events, dcfg["num_users"]))
    val_c = sample_eval_candidates(train, val, dcfg["num_items"], dcfg["eval_negatives"], seed=1)
    test_c = sample_eval_candidates(train, test, dcfg["num_items"], dcfg["eval_negatives"], seed=2)
    return train, val_c, test_c


def train_model(cfg, log=print):
    """Train the configured model with negative sampling and leave-one-out validation.

    The data split is fixed by data.data_seed; train.seed controls initialisation, negative
    sampling and shuffling. Returns (model, per-epoch history, test metrics).
    """
    t = cfg["train"]
    train, val_c, test_c = prepare_data(cfg["data"])
    set_seed(t["seed"])
    d = cfg["data"]
    model = build_model(cfg["model"], d["num_users"], d["num_items"])
    opt = torch.optim.Adam(model.parameters(), lr=t["lr"], weight_decay=t.get("weight_decay", 0.0))
    pairwise = t["loss"] == "bpr"
    ds = PairwiseDataset(train, d["num_items"]) if pairwise else PointwiseDataset(
        train, d["num_items"], d["num_negatives"])
    k = cfg["eval"]["topk"]
    history = []
    for epoch in range(t["epochs"]):
        if epoch > 0:
            ds.resample()
        model.train()
        total, n = 0.0, 0
        for batch in DataLoader(ds, batch_size=t["batch_size"], shuffle=True):
            if pairwise:
                u, i, j = batch
                loss = bpr_loss(model(u, i), model(u, j))
            else:
                u, i, y = batch
                loss = bce_loss(model(u, i), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(u)
            n += len(u)
        val = evaluate_candidates(model, val_c, k)
        history.append({"epoch": epoch, "loss": total / n, **val})
        log(f"epoch {epoch:3d} | loss {total / n:.4f} | val HR@{k} {val[f'hr@{k}']:.4f} "
            f"NDCG@{k} {val[f'ndcg@{k}']:.4f}")
    test = evaluate_candidates(model, test_c, k)
    log(f"test HR@{k} {test[f'hr@{k}']:.4f} NDCG@{k} {test[f'ndcg@{k}']:.4f} MRR {test['mrr']:.4f}")
    return model, history, test


def train_sasrec(cfg, epochs=10, max_len=50, log=print):
    """Next-item training for SASRec with one sampled negative per position (BCE)."""
    from .data.sequences import NextItemDataset, sequence_batch
    from .models.sasrec import SASRec

    t, d = cfg["train"], cfg["data"]
    train, val_c, _ = prepare_data(d)
    set_seed(t["seed"])
    model = SASRec(d["num_items"], cfg["model"].get("embedding_dim", 32), max_len)
    opt = torch.optim.Adam(model.parameters(), lr=t["lr"])
    loader = DataLoader(NextItemDataset(train, max_len), batch_size=t["batch_size"], shuffle=True)
    for epoch in range(epochs):
        model.train()
        total = 0.0
        for _, x, y in loader:
            h = model.encode(x)
            neg = torch.randint(1, d["num_items"] + 1, y.shape)
            pos_s = (h * model.item(y)).sum(-1)
            neg_s = (h * model.item(neg)).sum(-1)
            mask = (y != 0).float()
            loss = (torch.nn.functional.softplus(-pos_s) + torch.nn.functional.softplus(neg_s))
            loss = (loss * mask).sum() / mask.sum()
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item()
        model.eval()
        with torch.no_grad():
            hits = 0
            for u, cands in val_c.items():
                seq = sequence_batch(train, [u], max_len)
                scores = model.score_next(seq, torch.tensor([cands]))[0]
                hits += int((scores[1:] >= scores[0]).sum() < cfg["eval"]["topk"])
        log(f"[sasrec] epoch {epoch} loss {total / max(1, len(loader)):.4f} "
            f"val HR@{cfg['eval']['topk']} {hits / max(1, len(val_c)):.4f}")
    return model
