from .collate import pad_collate
from .manifest import ManifestDataset, LabelVocab
from .synthetic import ToneEventDataset


def build_dataset(cfg: dict, split: str):
    dcfg = cfg["data"]
    vocab = LabelVocab(dcfg["labels"])
    manifest = dcfg.get("manifest" if split == "train" else "val_manifest")
    if manifest:
        return ManifestDataset(manifest, vocab, dcfg["sample_rate"], dcfg["clip_seconds"], random_crop=split == "train")
    n = dcfg["num_train"] if split == "train" else dcfg["num_val"]
    return ToneEventDataset(n, vocab, dcfg["sample_rate"], dcfg["clip_seconds"], seed=0 if split == "train" else 1)


__all__ = ["build_dataset", "pad_collate", "ManifestDataset", "LabelVocab", "ToneEventDataset"]
