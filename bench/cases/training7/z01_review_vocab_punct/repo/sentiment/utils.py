import random

import torch
import yaml


def load_config(path, overrides=()):
    with open(path) as f:
        cfg = yaml.safe_load(f)
    for item in overrides:
        key, value = item.split("=", 1)
        node = cfg
        *parents, leaf = key.split(".")
        for p in parents:
            node = node[p]
        node[leaf] = yaml.safe_load(value)
    return cfg


def set_seed(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def unk_rate(vocab, texts, max_len=None):
    ids = [i for t in texts for i in vocab.encode(t, max_len)]
    return sum(i == vocab.unk_id for i in ids) / max(len(ids), 1)
