"""Binary diagnostic metrics (per finding)."""
import torch


def auroc(probs, labels):
    """Mann-Whitney estimate of the area under the ROC curve."""
    probs, labels = torch.as_tensor(probs).double(), torch.as_tensor(labels).double()
    pos, neg = probs[labels == 1], probs[labels == 0]
    if pos.numel() == 0 or neg.numel() == 0:
        return float("nan")
    greater = (pos.unsqueeze(1) > neg.unsqueeze(0)).double().mean()
    ties = (pos.unsqueeze(1) == neg.unsqueeze(0)).double().mean()
    return float(greater + 0.5 * ties)


def sensitivity_specificity(probs, labels, threshold=0.5):
    pred = torch.as_tensor(probs) >= threshold
    labels = torch.as_tensor(labels).bool()
    tp = (pred & labels).sum().item()
    tn = (~pred & ~labels).sum().item()
    fn = (~pred & labels).sum().item()
    fp = (pred & ~labels).sum().item()
    return tp / max(tp + fn, 1), tn / max(tn + fp, 1)


def youden_threshold(probs, labels):
    """Threshold maximising sensitivity + specificity - 1."""
    best_j, best_t = -1.0, 0.5
    for t in torch.unique(torch.as_tensor(probs)).tolist():
        se, sp = sensitivity_specificity(probs, labels, t)
        if se + sp - 1 > best_j:
            best_j, best_t = se + sp - 1, t
    return best_t
