"""Overall and mean per-class accuracy."""
import numpy as np


def overall_accuracy(pred, target):
    pred, target = np.asarray(pred), np.asarray(target)
    return float((pred == target).mean()) if len(target) else 0.0


def mean_class_accuracy(pred, target, n_classes):
    pred, target = np.asarray(pred), np.asarray(target)
    accs = [float((pred[target == c] == c).mean()) for c in range(n_classes) if (target == c).any()]
    return float(np.mean(accs)) if accs else 0.0


def confusion_matrix(pred, target, n_classes):
    cm = np.zeros((n_classes, n_classes), dtype=np.int64)
    np.add.at(cm, (np.asarray(target), np.asarray(pred)), 1)
    return cm
