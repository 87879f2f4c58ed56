"""Assemble datasets, loaders, normaliser and model from a config."""
import torch
from torch.utils.data import DataLoader

from molprop.data.graph import collate_graphs
from molprop.data.scaler import build_normalizer
from molprop.data.synthetic import SyntheticMolecules
from molprop.models.mpnn import build_model


def build_data(cfg):
    d = cfg["data"]
    kw = dict(min_atoms=d["min_atoms"], max_atoms=d["max_atoms"], ring_prob=d["ring_prob"],
              targets=d["targets"])
    train = SyntheticMolecules(d["num_train"], seed=cfg["seed"], **kw)
    val = SyntheticMolecules(d["num_val"], seed=cfg["seed"] + 1, **kw)
    return train, val


def build_loaders(cfg, train, val):
    bs = cfg["train"]["batch_size"]
    g = torch.Generator().manual_seed(cfg["seed"])
    tl = DataLoader(train, batch_size=bs, shuffle=True, collate_fn=collate_graphs, generator=g)
    vl = DataLoader(val, batch_size=256, shuffle=False, collate_fn=collate_graphs)
    return tl, vl


def build_all(cfg):
    train, val = build_data(cfg)
    normalizer = build_normalizer(cfg["data"]["target_norm"]).fit(train.targets())
    in_dim = train[0].x.shape[1]
    model = build_model(cfg, in_dim, len(train.target_names))
    return train, val, normalizer, model
