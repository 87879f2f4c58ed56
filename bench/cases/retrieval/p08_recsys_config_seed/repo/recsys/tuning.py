"""Small grid search over learning rate and embedding size, ranked by validation NDCG."""
import copy
import itertools

from .trainer import train_model


def grid_search(cfg, lrs=(0.001, 0.005), dims=(16, 32), epochs=None, log=print):
    results = []
    k = cfg["eval"]["topk"]
    for lr, dim in itertools.product(lrs, dims):
        c = copy.deepcopy(cfg)
        c["train"]["lr"] = lr
        c["model"]["embedding_dim"] = dim
        if epochs:
            c["train"]["epochs"] = epochs
        _, history, _ = train_model(c, log=lambda *a: None)
        best = max(h[f"ndcg@{k}"] for h in history)
        results.append({"lr": lr, "embedding_dim": dim, f"best_val_ndcg@{k}": best})
        log(f"lr={lr:<8} dim={dim:<4} best val NDCG@{k}={best:.4f}")
    results.sort(key=lambda r: -r[f"best_val_ndcg@{k}"])
    return results
