from .synthetic import SyntheticSpeakers
from .trials import make_trials
from .collate import random_crop_collate, pad_collate


def build_datasets(cfg):
    """Disjoint train / test speaker sets drawn from the synthetic corpus."""
    d = cfg.data
    common = dict(
        n_mels=d.n_mels,
        utts_per_speaker=d.utts_per_speaker,
        min_frames=d.min_frames,
        max_frames=d.max_frames,
        noise=d.noise,
        cmvn=d.get("cmvn", True),
    )
    train = SyntheticSpeakers(d.train_speakers, seed=cfg.seed, **common)
    test = SyntheticSpeakers(d.test_speakers, seed=cfg.seed + 1, **common)
    return train, test


__all__ = [
    "SyntheticSpeakers",
    "make_trials",
    "random_crop_collate",
    "pad_collate",
    "build_datasets",
]
