import torch

from posekit.configs import load_config
from posekit.models import build_model
from posekit.models.decoding import argmax_decode, refine_quarter_offset, soft_argmax_decode
from posekit.transforms.flip import flip_back
from posekit.utils import load_checkpoint


class PoseEstimator:
    def __init__(self, model, stride=4, decode="argmax", refine=True, flip=False, flip_pairs=()):
        self.model = model.eval()
        self.stride, self.decode, self.refine = stride, decode, refine
        self.flip, self.flip_pairs = flip, list(flip_pairs)

    @classmethod
    def from_config(cls, config_path, ckpt_path):
        cfg = load_config(config_path)
        model = build_model(cfg["model"], cfg["data"]["num_joints"])
        load_checkpoint(ckpt_path, model)
        t = cfg["test"]
        return cls(model, cfg["data"]["stride"], t["decode"], t["refine"], t["flip"], cfg["data"]["flip_pairs"])

    @torch.no_grad()
    def heatmaps(self, images):
        if images.dim() == 3:
            images = images[None]
        hm = self.model(images)
        if self.flip:
            hm = 0.5 * (hm + flip_back(self.model(images.flip(-1)), self.flip_pairs))
        return hm

    @torch.no_grad()
    def predict(self, images):
        """Keypoints [B, K, 3] as (x, y, score) in input-image pixels."""
        hm = self.heatmaps(images)
        if self.decode == "soft_argmax":
            coords, scores = soft_argmax_decode(hm)
        else:
            coords, scores = argmax_decode(hm)
            if self.refine:
                coords = refine_quarter_offset(coords, hm)
        coords = coords * self.stride + (self.stride - 1) / 2 if self.stride > 1 else coords
        return torch.cat([coords, scores.unsqueeze(-1)], dim=-1)
