"""Box utilities. Boxes are (N, 4) float tensors in absolute xyxy pixels unless noted."""
import torch


def box_area(boxes: torch.Tensor) -> torch.Tensor:
    return (boxes[:, 2] - boxes[:, 0]).clamp(min=0) * (boxes[:, 3] - boxes[:, 1]).clamp(min=0)


def box_iou(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    lt = torch.max(a[:, None, :2], b[None, :, :2])
    rb = torch.min(a[:, None, 2:], b[None, :, 2:])
    inter = (rb - lt).clamp(min=0).prod(dim=-1)
    union = box_area(a)[:, None] + box_area(b)[None, :] - inter
    return inter / union.clamp(min=1e-6)


def clip_boxes(boxes: torch.Tensor, height: int, width: int) -> torch.Tensor:
    out = boxes.clone()
    out[:, 0::2] = out[:, 0::2].clamp(0, width)
    out[:, 1::2] = out[:, 1::2].clamp(0, height)
    return out


def xyxy_to_cxcywh(boxes: torch.Tensor) -> torch.Tensor:
    x0, y0, x1, y1 = boxes.unbind(-1)
    return torch.stack([(x0 + x1) / 2, (y0 + y1) / 2, x1 - x0, y1 - y0], dim=-1)


def cxcywh_to_xyxy(boxes: torch.Tensor) -> torch.Tensor:
    cx, cy, w, h = boxes.unbind(-1)
    return torch.stack([cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2], dim=-1)


def remove_small(boxes: torch.Tensor, labels: torch.Tensor, min_size: float = 1.0):
    wh = boxes[:, 2:] - boxes[:, :2]
    keep = (wh >= min_size).all(dim=1)
    return boxes[keep], labels[keep]
