"""Losses for PointNet training."""
import torch
import torch.nn.functional as F


def feature_transform_regularizer(trans):
    """|| I - A A^T ||_F averaged over the batch."""
    k = trans.shape[1]
    eye = torch.eye(k, device=trans.device, dtype=trans.dtype).unsqueeze(0)
    diff = torch.bmm(trans, trans.transpose(1, 2)) - eye
    return diff.flatten(1).norm(dim=1).mean()


def classification_loss(logits, target, smoothing=0.0):
    return F.cross_entropy(logits, target, label_smoothing=smoothing)


def total_loss(logits, target, trans_feat, train_cfg):
    loss = classification_loss(logits, target, train_cfg.get("label_smoothing", 0.0))
    if trans_feat is not None:
        loss = loss + train_cfg.get("ft_reg_weight", 0.001) * feature_transform_regularizer(trans_feat)
    return loss
