"""Build datasets/loaders from a config dict."""
from functools import partial

from torch.utils.data import DataLoader

from hwr.data.charset import LabelCodec
from hwr.data.collate import pad_collate
from hwr.data.synthetic import GlyphBank, SyntheticWords


def build_codec(cfg):
    return LabelCodec(cfg["data"]["charset"])


def build_datasets(cfg, codec):
    d = cfg["data"]
    bank = GlyphBank(d["charset"], d["glyph_height"], d["glyph_width"], seed=d["glyph_seed"])
    common = dict(min_len=d["min_len"], max_len=d["max_len"], double_prob=d["double_prob"],
                  max_gap=d["max_gap"], noise=d["noise"])
    train = SyntheticWords(codec, bank, d["num_train"], seed=cfg["seed"], **common)
    val = SyntheticWords(codec, bank, d["num_val"], seed=cfg["seed"] + 10_000, **common)
    return train, val


def build_loaders(cfg, train, val, width_multiple=4):
    collate = partial(pad_collate, width_multiple=width_multiple)
    tl = DataLoader(train, batch_size=cfg["train"]["batch_size"], shuffle=True, collate_fn=collate)
    vl = DataLoader(val, batch_size=cfg["eval"]["batch_size"], shuffle=False, collate_fn=collate)
    return tl, vl
