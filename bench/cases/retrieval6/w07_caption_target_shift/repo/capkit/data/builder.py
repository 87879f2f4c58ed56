from torch.utils.data import DataLoader

from ..transforms import build_image_transform, build_text_transform
from .collate import CaptionCollator
from .dataset import CaptionDataset
from .synthetic import SyntheticShapesCaptions
from .vocab import Vocab


def _build_source(data_cfg, split):
    kind = data_cfg.get("kind", "synthetic")
    if kind != "synthetic":
        raise ValueError(f"unsupported data.kind {kind!r} (only 'synthetic' ships with capkit)")
    n = data_cfg.get(f"num_{split}", 256)
    seed = data_cfg.get("seed", 0) + {"train": 0, "val": 1000, "test": 2000}[split]
    return SyntheticShapesCaptions(num_samples=n, image_size=data_cfg.get("image_size", 16),
                                   noise=data_cfg.get("noise", 0.05), seed=seed)


def build_dataloaders(cfg, splits=("train", "val")):
    data_cfg = cfg.data
    text_tf = build_text_transform(data_cfg.get("text_transforms", []))
    train_src = _build_source(data_cfg, "train")
    vocab = Vocab.from_captions([train_src.caption(i) for i in range(len(train_src))],
                                min_freq=data_cfg.get("min_freq", 1), tokenizer=text_tf)
    loaders = {}
    for split in splits:
        src = train_src if split == "train" else _build_source(data_cfg, split)
        img_tf = build_image_transform(data_cfg.get(f"{split}_transforms",
                                                    data_cfg.get("transforms", [])))
        ds = CaptionDataset(src, vocab, img_tf, text_tf, max_len=data_cfg.get("max_len", 16))
        loaders[split] = DataLoader(ds, batch_size=data_cfg.get("batch_size", 32),
                                    shuffle=(split == "train"),
                                    num_workers=data_cfg.get("num_workers", 0),
                                    collate_fn=CaptionCollator(vocab.pad_id))
    return loaders, vocab
