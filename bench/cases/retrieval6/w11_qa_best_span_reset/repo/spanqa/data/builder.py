from functools import partial

import torch
from torch.utils.data import DataLoader

from .collate import collate_features
from .features import build_features
from .synthetic import SyntheticKeyValueQA
from .tokenizer import WhitespaceTokenizer


def _examples(d, split):
    seed = d.get("seed", 0) + {"train": 0, "dev": 1}[split]
    return SyntheticKeyValueQA(num_examples=d.get(f"num_{split}", 500),
                               min_len=d.get("min_context_words", 10),
                               max_len=d.get("max_context_words", 120),
                               num_facts=d.get("num_facts", 3),
                               max_value_len=d.get("max_value_len", 3), seed=seed).examples()


def build_data(cfg):
    d = cfg.data
    if d.get("kind", "synthetic") != "synthetic":
        raise ValueError("only data.kind=synthetic is bundled")
    train_ex, dev_ex = _examples(d, "train"), _examples(d, "dev")
    tok = WhitespaceTokenizer.train([e.question + " " + e.context for e in train_ex])
    kw = dict(max_seq_len=d.get("max_seq_len", 64), doc_stride=d.get("doc_stride", 16),
              max_query_len=d.get("max_query_len", 16))
    train_f = build_features(train_ex, tok, **kw)
    dev_f = build_features(dev_ex, tok, **kw)
    collate = partial(collate_features, pad_id=tok.pad_id)
    g = torch.Generator().manual_seed(cfg.get("seed", 0))
    bs = d.get("batch_size", 32)
    train_loader = DataLoader(train_f, batch_size=bs, shuffle=True, collate_fn=collate,
                              generator=g)
    dev_loader = DataLoader(dev_f, batch_size=bs * 2, shuffle=False, collate_fn=collate)
    return {"tokenizer": tok, "train_loader": train_loader, "dev_loader": dev_loader,
            "dev_examples": dev_ex, "dev_features": dev_f}
