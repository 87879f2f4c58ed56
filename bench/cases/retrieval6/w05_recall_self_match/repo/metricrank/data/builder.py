from torch.utils.data import DataLoader

from ..transforms import build_transforms
from .samplers import MPerClassSampler
from .synthetic import SyntheticPatterns


def build_dataloaders(cfg):
    """Train classes and (disjoint) test classes, as in CUB/Cars/SOP retrieval protocols."""
    if cfg.get("kind", "synthetic") != "synthetic":
        raise ValueError("only data.kind=synthetic is bundled")
    nc = cfg.get("num_classes", 20)
    train = SyntheticPatterns(nc, cfg.get("per_class", 20), noise=cfg.get("noise", 0.3), seed=cfg.get("seed", 0),
                              transform=build_transforms(cfg.get("transforms", [])))
    test = SyntheticPatterns(cfg.get("num_test_classes", nc), cfg.get("test_per_class", 10), noise=cfg.get("noise", 0.3),
                             seed=cfg.get("seed", 0) + 1, class_offset=nc)
    bs = cfg.get("batch_size", 32)
    sampler = MPerClassSampler(train.labels.tolist(), m=cfg.get("m_per_class", 4), batch_size=bs, seed=cfg.get("seed", 0))
    return (DataLoader(train, batch_size=bs, sampler=sampler, drop_last=True),
            DataLoader(test, batch_size=cfg.get("eval_batch_size", 128), shuffle=False))
