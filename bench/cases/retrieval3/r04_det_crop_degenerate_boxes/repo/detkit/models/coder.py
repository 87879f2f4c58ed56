import math

import torch


class BoxCoder:
    def __init__(self, weights=(1.0, 1.0, 1.0, 1.0), clip=math.log(1000.0 / 16)):
        self.weights = weights
        self.clip = clip

    def encode(self, gt, anchors):
        aw, ah = anchors[:, 2] - anchors[:, 0], anchors[:, 3] - anchors[:, 1]
        ax, ay = anchors[:, 0] + 0.5 * aw, anchors[:, 1] + 0.5 * ah
        gw, gh = gt[:, 2] - gt[:, 0], gt[:, 3] - gt[:, 1]
        gx, gy = gt[:, 0] + 0.5 * gw, gt[:, 1] + 0.5 * gh
        wx, wy, ww, wh = self.weights
        return torch.stack([wx * (gx - ax) / aw, wy * (gy - ay) / ah,
                            ww * torch.log(gw / aw), wh * torch.log(gh / ah)], dim=1)

    def decode(self, deltas, anchors):
        aw, ah = anchors[:, 2] - anchors[:, 0], anchors[:, 3] - anchors[:, 1]
        ax, ay = anchors[:, 0] + 0.5 * aw, anchors[:, 1] + 0.5 * ah
        wx, wy, ww, wh = self.weights
        dx, dy = deltas[:, 0] / wx, deltas[:, 1] / wy
        dw = (deltas[:, 2] / ww).clamp(max=self.clip)
        dh = (deltas[:, 3] / wh).clamp(max=self.clip)
        cx, cy = dx * aw + ax, dy * ah + ay
        w, h = torch.exp(dw) * aw, torch.exp(dh) * ah
        return torch.stack([cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2], dim=1)
