"""Box <-> regression-target encoding (Faster R-CNN parameterisation)."""
import math

import torch


class BoxCoder:
    def __init__(self, weights=(10.0, 10.0, 5.0, 5.0), bbox_xform_clip=math.log(1000.0 / 16)):
        self.weights = tuple(float(w) for w in weights)
        self.bbox_xform_clip = bbox_xform_clip

    def encode(self, gt_boxes, anchors):
        """Encode gt boxes [N, 4] relative to anchors [N, 4] -> [N, 4] deltas."""
        wx, wy, ww, wh = self.weights
        aw = anchors[:, 2] - anchors[:, 0]
        ah = anchors[:, 3] - anchors[:, 1]
        ax = anchors[:, 0] + 0.5 * aw
        ay = anchors[:, 1] + 0.5 * ah

        gw = gt_boxes[:, 2] - gt_boxes[:, 0]
        gh = gt_boxes[:, 3] - gt_boxes[:, 1]
        gx = gt_boxes[:, 0] + 0.5 * gw
        gy = gt_boxes[:, 1] + 0.5 * gh

        dx = wx * (gx - ax) / aw
        dy = wy * (gy - ay) / ah
        dw = ww * torch.log(gw / aw)
        dh = wh * torch.log(gh / ah)
        return torch.stack([dx, dy, dw, dh], dim=1)

    def decode(self, rel_codes, anchors):
        """Inverse of :meth:`encode`: deltas [N, 4] + anchors [N, 4] -> boxes."""
        wx, wy, ww, wh = self.weights
        aw = anchors[:, 2] - anchors[:, 0]
        ah = anchors[:, 3] - anchors[:, 1]
        ax = anchors[:, 0] + 0.5 * aw
        ay = anchors[:, 1] + 0.5 * ah

        dx = rel_codes[:, 0] / wx
        dy = rel_codes[:, 1] / wy
        dw = rel_codes[:, 2] / wx
        dh = rel_codes[:, 3] / wh
        dw = dw.clamp(max=self.bbox_xform_clip)
        dh = dh.clamp(max=self.bbox_xform_clip)

        cx = dx * aw + ax
        cy = dy * ah + ay
        w = torch.exp(dw) * aw
        h = torch.exp(dh) * ah
        return torch.stack([cx - 0.5 * w, cy - 0.5 * h, cx + 0.5 * w, cy + 0.5 * h], dim=1)
