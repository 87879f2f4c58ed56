"""Inference on raw (N, 3) point clouds."""
import numpy as np
import torch

from .config import load_config
from .data.synthetic import SHAPES
from .data.transforms import normalize_unit_sphere
from .models import build_model
from .utils.tensor_ops import channels_first


class Predictor:
    def __init__(self, model, class_names=SHAPES):
        self.model = model.eval()
        self.class_names = list(class_names)

    @classmethod
    def from_checkpoint(cls, path):
        ckpt = torch.load(path, map_location="cpu")
        cfg = load_config()
        cfg.update(ckpt.get("config", {}))
        model = build_model(cfg, len(ckpt.get("class_names", SHAPES)))
        model.load_state_dict(ckpt["model"])
        return cls(model, ckpt.get("class_names", SHAPES))

    @torch.no_grad()
    def predict_proba(self, points):
        points = np.asarray(points, dtype=np.float32)
        if points.ndim == 2:
            points = points[None]
        batch = np.stack([normalize_unit_sphere(p) for p in points])
        logits, _ = self.model(channels_first(torch.from_numpy(batch)))
        return torch.softmax(logits, dim=1).numpy()

    def predict(self, points):
        proba = self.predict_proba(points)
        return [self.class_names[i] for i in proba.argmax(axis=1)]
