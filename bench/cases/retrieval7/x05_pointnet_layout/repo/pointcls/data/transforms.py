"""Point-cloud transforms; every transform takes and returns an (N, 3) array."""
import numpy as np


class Compose:
    def __init__(self, transforms):
        self.transforms = list(transforms)

    def __call__(self, pts, rng):
        for t in self.transforms:
            pts = t(pts, rng)
        return pts


def normalize_unit_sphere(pts, rng=None):
    """Center on the centroid and scale so the farthest point has norm 1."""
    centered = pts - pts.mean(axis=0, keepdims=True)
    radius = np.linalg.norm(centered, axis=1).max()
    return (centered / max(radius, 1e-8)).astype(np.float32)


def random_rotate_z(pts, rng):
    theta = rng.uniform(0, 2 * np.pi)
    c, s = np.cos(theta), np.sin(theta)
    rot = np.array([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]], dtype=np.float32)
    return pts @ rot.T


def random_scale(pts, rng, low=0.8, high=1.25):
    return (pts * rng.uniform(low, high)).astype(np.float32)


def jitter(pts, rng, sigma=0.01, clip=0.05):
    noise = np.clip(sigma * rng.normal(size=pts.shape), -clip, clip)
    return (pts + noise).astype(np.float32)


def build_train_transform(data_cfg):
    ts = [normalize_unit_sphere]
    if data_cfg.get("augment", True):
        if data_cfg.get("rotate_z", True):
            ts.append(random_rotate_z)
        lo, hi = data_cfg.get("scale_range", [0.8, 1.25])
        ts.append(lambda p, r: random_scale(p, r, lo, hi))
        ts.append(lambda p, r: jitter(p, r, data_cfg.get("jitter_sigma", 0.01)))
    return Compose(ts)


def build_eval_transform(data_cfg):
    return Compose([normalize_unit_sphere])
