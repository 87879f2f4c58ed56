"""Encode ground-truth boxes into CenterNet training targets."""
import math

import torch


def gaussian_radius(h, w, min_overlap=0.7):
    a1, b1 = 1, h + w
    c1 = w * h * (1 - min_overlap) / (1 + min_overlap)
    r1 = (b1 + math.sqrt(b1 ** 2 - 4 * a1 * c1)) / 2
    a2, b2 = 4, 2 * (h + w)
    c2 = (1 - min_overlap) * w * h
    r2 = (b2 + math.sqrt(b2 ** 2 - 4 * a2 * c2)) / 2
    a3, b3 = 4 * min_overlap, -2 * min_overlap * (h + w)
    c3 = (min_overlap - 1) * w * h
    r3 = (b3 + math.sqrt(b3 ** 2 - 4 * a3 * c3)) / 2
    return max(0, int(min(r1, r2, r3)))


def draw_gaussian(heatmap, cx, cy, radius):
    H, W = heatmap.shape
    sigma = (2 * radius + 1) / 6
    ys = torch.arange(H, dtype=torch.float32).view(-1, 1)
    xs = torch.arange(W, dtype=torch.float32).view(1, -1)
    g = torch.exp(-((xs - cx) ** 2 + (ys - cy) ** 2) / (2 * sigma ** 2))
    g[(xs - cx).abs().expand(H, W) > radius] = 0
    g[(ys - cy).abs().expand(H, W) > radius] = 0
    torch.maximum(heatmap, g, out=heatmap)


def build_targets(targets, num_classes, feat_h, feat_w, stride, max_objs=64):
    B = len(targets)
    heat = torch.zeros(B, num_classes, feat_h, feat_w)
    size = torch.zeros(B, max_objs, 2)
    offset = torch.zeros(B, max_objs, 2)
    index = torch.zeros(B, max_objs, dtype=torch.long)
    mask = torch.zeros(B, max_objs)
    for b, t in enumerate(targets):
        for j, (box, label) in enumerate(zip(t["boxes"][:max_objs], t["labels"][:max_objs])):
            x0, y0, x1, y1 = (box / stride).tolist()
            w, h = x1 - x0, y1 - y0
            cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
            ix, iy = min(int(cx), feat_w - 1), min(int(cy), feat_h - 1)
            draw_gaussian(heat[b, int(label)], ix, iy, gaussian_radius(math.ceil(h), math.ceil(w)))
            size[b, j] = torch.tensor([w * stride, h * stride])
            offset[b, j] = torch.tensor([cx - ix, cy - iy])
            index[b, j] = iy * feat_w + ix
            mask[b, j] = 1
    return {"heatmap": heat, "size": size, "offset": offset, "index": index, "mask": mask}
