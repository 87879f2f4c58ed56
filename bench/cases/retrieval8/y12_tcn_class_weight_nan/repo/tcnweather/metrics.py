"""Classification metrics robust to classes missing from a split."""

import numpy as np


def confusion_matrix(y_true, y_pred, num_classes):
    cm = np.zeros((num_classes, num_classes), dtype=np.int64)
    np.add.at(cm, (np.asarray(y_true), np.asarray(y_pred)), 1)
    return cm


def per_class_f1(cm):
    tp = np.diag(cm).astype(np.float64)
    precision = tp / np.maximum(cm.sum(axis=0), 1)
    recall = tp / np.maximum(cm.sum(axis=1), 1)
    denom = np.maximum(precision + recall, 1e-12)
    return 2 * precision * recall / denom


def macro_f1(cm):
    present = cm.sum(axis=1) > 0
    return float(per_class_f1(cm)[present].mean()) if present.any() else 0.0


def balanced_accuracy(cm):
    support = cm.sum(axis=1)
    present = support > 0
    recall = np.diag(cm)[present] / support[present]
    return float(recall.mean()) if present.any() else 0.0
