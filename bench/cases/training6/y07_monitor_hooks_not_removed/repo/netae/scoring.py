import torch


@torch.no_grad()
def reconstruction_error(model, x, batch_size=4096):
    model.eval()
    return torch.cat([(model(x[i:i + batch_size]) - x[i:i + batch_size]).pow(2).mean(1)
                      for i in range(0, len(x), batch_size)])


def auroc(scores, labels):
    order = scores.argsort()
    ranks = torch.empty_like(scores)
    ranks[order] = torch.arange(1, len(scores) + 1, dtype=scores.dtype)
    n_pos = labels.sum().item()
    n_neg = len(labels) - n_pos
    if n_pos == 0 or n_neg == 0:
        return float("nan")
    return ((ranks[labels.bool()].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)).item()
