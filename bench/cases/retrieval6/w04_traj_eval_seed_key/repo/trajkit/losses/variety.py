def reconstruction_l2(pred, fut):
    """Mean Euclidean error over time and batch; pred/fut [B, T, 2]."""
    return (pred - fut).norm(dim=-1).mean()


def best_of_k_l2(preds, fut):
    """Variety loss: preds [B, K, T, 2]; error of the best of K samples per agent."""
    err = (preds - fut[:, None]).norm(dim=-1).mean(-1)   # [B, K]
    return err.min(dim=1).values.mean()
