import torch
from torch.utils.data import DataLoader

from ..transforms import build_transforms
from .dataset import WindowDataset
from .normalization import GlobalNormalizer, SubjectNormalizer
from .splits import leave_one_subject_out, subject_holdout_split, window_level_split
from .synthetic import SyntheticEEG
from .windowing import window_recordings


def build_windows(cfg):
    d = cfg.data
    if d.get("kind", "synthetic") != "synthetic":
        raise ValueError("only data.kind=synthetic is bundled")
    src = SyntheticEEG(num_subjects=d.get("num_subjects", 12),
                       trials_per_class=d.get("trials_per_class", 6),
                       channels=d.get("channels", 8), fs=d.get("fs", 128),
                       duration=d.get("duration", 4.0), noise=d.get("noise", 1.0),
                       seed=d.get("seed", 0))
    x, y, subjects, _ = window_recordings(src.recordings(), src.fs,
                                          d.get("window_sec", 1.0), d.get("stride_sec", 0.5))
    return x, y, subjects


def _indices(subjects, keep):
    keep = set(keep)
    return torch.tensor([i for i, s in enumerate(subjects) if s in keep], dtype=torch.long)


def split_indices(cfg, subjects):
    s = cfg.split
    mode = s.get("mode", "subject")
    seed = s.get("seed", cfg.get("seed", 0))
    if mode == "subject":
        tr, va, te = subject_holdout_split(subjects, s.get("val_fraction", 0.2),
                                           s.get("test_fraction", 0.2), seed)
    elif mode == "loso":
        folds = list(leave_one_subject_out(subjects))
        train_subj, te_subj = folds[s.get("fold", 0)]
        va, tr, te = train_subj[:1], train_subj[1:], [te_subj]
    elif mode == "window":
        idx = window_level_split(len(subjects), s.get("val_fraction", 0.2),
                                 s.get("test_fraction", 0.2), seed)
        names = ("train", "val", "test")
        return dict(zip(names, idx)), {n: None for n in names}
    else:
        raise ValueError(f"unknown split.mode {mode!r}")
    groups = {"train": tr, "val": va, "test": te}
    return {k: _indices(subjects, v) for k, v in groups.items()}, groups


def build_dataloaders(cfg):
    x, y, subjects = build_windows(cfg)
    idx, groups = split_indices(cfg, subjects)
    norm = cfg.data.get("normalize", "subject")
    if norm == "subject":
        x = SubjectNormalizer().fit_transform(x, subjects)
    elif norm == "global":
        tr = idx["train"]
        x = GlobalNormalizer().fit(x[tr]).transform(x)
    loaders = {}
    bs = cfg.data.get("batch_size", 64)
    for split, ids in idx.items():
        tf = build_transforms(cfg.data.get("train_transforms", [])) if split == "train" else None
        ds = WindowDataset(x[ids], y[ids], [subjects[i] for i in ids.tolist()], tf)
        g = torch.Generator().manual_seed(cfg.get("seed", 0))
        loaders[split] = DataLoader(ds, batch_size=bs, shuffle=(split == "train"),
                                    generator=g, num_workers=cfg.data.get("num_workers", 0))
    info = {f"{k}_subjects": v for k, v in groups.items()}
    info["num_channels"] = x.size(1)
    info["window_len"] = x.size(2)
    return loaders, info
