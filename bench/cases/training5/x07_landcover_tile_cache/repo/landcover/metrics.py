import torch


def confusion_matrix(pred, target, n_classes):
    idx = target.reshape(-1) * n_classes + pred.reshape(-1)
    return torch.bincount(idx, minlength=n_classes ** 2).reshape(n_classes, n_classes)


def mean_iou(conf):
    inter = conf.diag().float()
    union = conf.sum(0).float() + conf.sum(1).float() - inter
    iou = inter / union.clamp_min(1)
    return iou.mean().item(), iou.tolist()
