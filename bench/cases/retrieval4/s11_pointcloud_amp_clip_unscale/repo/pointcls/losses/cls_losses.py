import torch
import torch.nn as nn
import torch.nn.functional as F


def feature_transform_regularizer(trans):
    k = trans.size(1)
    eye = torch.eye(k, device=trans.device, dtype=trans.dtype).unsqueeze(0)
    return torch.linalg.matrix_norm(torch.bmm(trans, trans.transpose(1, 2)) - eye).mean()


class PointCloudLoss(nn.Module):
    def __init__(self, label_smoothing=0.0, ft_weight=0.001):
        super().__init__()
        self.label_smoothing = label_smoothing
        self.ft_weight = ft_weight

    def forward(self, logits, target, trans_feat=None):
        loss = F.cross_entropy(logits.float(), target, label_smoothing=self.label_smoothing)
        if trans_feat is not None and self.ft_weight > 0:
            loss = loss + self.ft_weight * feature_transform_regularizer(trans_feat.float())
        return loss
