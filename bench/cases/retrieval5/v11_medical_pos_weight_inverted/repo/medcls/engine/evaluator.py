"""Evaluation per finding."""
import torch

from ..metrics import auroc, sensitivity_specificity, youden_threshold


@torch.no_grad()
def predict_proba(model, loader):
    was_training = model.training
    model.eval()
    probs, labels = [], []
    for x, y in loader:
        probs.append(torch.sigmoid(model(x)))
        labels.append(y)
    model.train(was_training)
    return torch.cat(probs), torch.cat(labels)


def evaluate_findings(model, loader, findings, threshold=0.5):
    probs, labels = predict_proba(model, loader)
    out = {}
    for k, name in enumerate(findings):
        se, sp = sensitivity_specificity(probs[:, k], labels[:, k], threshold)
        out[name] = {"auroc": round(auroc(probs[:, k], labels[:, k]), 4), "sensitivity": round(se, 4),
                     "specificity": round(sp, 4), "youden_t": round(youden_threshold(probs[:, k], labels[:, k]), 3)}
    return out
