"""CenterNet losses."""
import torch
import torch.nn.functional as F


def centernet_focal_loss(logits, target, alpha=2.0, beta=4.0):
    """Penalty-reduced pixel-wise focal loss (Law & Deng / Zhou et al.)."""
    pred = logits.sigmoid().clamp(1e-4, 1 - 1e-4)
    pos = target.eq(1).float()
    neg = 1 - pos
    pos_loss = torch.log(pred) * (1 - pred) ** alpha * pos
    neg_loss = torch.log(1 - pred) * pred ** alpha * (1 - target) ** beta * neg
    num_pos = pos.sum()
    if num_pos == 0:
        return -neg_loss.sum()
    return -(pos_loss.sum() + neg_loss.sum()) / num_pos


def gather_feat(feat, index):
    """feat (B, C, H, W), index (B, K) flat positions -> (B, K, C)."""
    B, C = feat.shape[:2]
    flat = feat.view(B, C, -1).permute(0, 2, 1)
    return flat.gather(1, index.unsqueeze(-1).expand(-1, -1, C))


def masked_l1(pred_map, target, index, mask):
    pred = gather_feat(pred_map, index)
    m = mask.unsqueeze(-1).expand_as(pred)
    loss = F.l1_loss(pred * m, target * m, reduction="sum")
    return loss / (m.sum() + 1e-4)
