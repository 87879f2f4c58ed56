import numpy as np


def confusion_counts(pred, labels):
    pred = np.asarray(pred).astype(bool)
    labels = np.asarray(labels).astype(bool)
    tp = int((pred & labels).sum())
    fp = int((pred & ~labels).sum())
    fn = int((~pred & labels).sum())
    tn = int((~pred & ~labels).sum())
    return tp, fp, fn, tn


def precision_recall_f1(pred, labels, eps=1e-12):
    tp, fp, fn, _ = confusion_counts(pred, labels)
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall + eps) if precision + recall else 0.0
    return {"precision": precision, "recall": recall, "f1": f1}
