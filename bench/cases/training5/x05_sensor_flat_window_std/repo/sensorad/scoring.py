import torch
from torch.utils.data import DataLoader


@torch.no_grad()
def window_scores(model, dataset, batch_size=512):
    model.eval()
    scores, labels = [], []
    for w, y in DataLoader(dataset, batch_size=batch_size):
        err = ((model(w) - w) ** 2).mean(dim=(1, 2))
        scores.append(err)
        labels.append(y)
    return torch.cat(scores), torch.cat(labels)


def precision_recall_at(scores, labels, quantile=0.99):
    thr = torch.quantile(scores, quantile)
    pred = scores > thr
    tp = (pred & labels).sum().item()
    precision = tp / max(pred.sum().item(), 1)
    recall = tp / max(labels.sum().item(), 1)
    return {"threshold": thr.item(), "precision": precision, "recall": recall}
