"""Building and fitting detectors."""
from torch.utils.data import DataLoader

from ..data import build_datasets
from ..models import PaDiM, PatchCore, build_extractor
from ..sampling import build_sampler
from ..transforms import Compose, Normalize, Resize
from ..utils.logging import Timer, get_logger


def default_transform(cfg):
    return Compose([Resize(cfg["data"].get("image_size", 64)), Normalize()])


def build_detector(cfg):
    extractor = build_extractor(cfg)
    if cfg.get("method", "patchcore") == "padim":
        pc = cfg.get("padim", {})
        return PaDiM(extractor, pc.get("reduce_dim", 48), pc.get("seed", 0))
    return PatchCore(extractor, build_sampler(cfg), cfg.get("knn", 1))


def fit_detector(cfg):
    log = get_logger("patchad.fit")
    train_set, test_set = build_datasets(cfg, default_transform(cfg))
    bs = cfg["engine"].get("batch_size", 16)
    detector = build_detector(cfg)
    timer = Timer()
    detector.fit(DataLoader(train_set, batch_size=bs, shuffle=False))
    if isinstance(detector, PatchCore):
        log.info("memory bank: %d patches (%.1fs)", detector.memory_bank.shape[0], timer.elapsed())
    return detector, test_set
