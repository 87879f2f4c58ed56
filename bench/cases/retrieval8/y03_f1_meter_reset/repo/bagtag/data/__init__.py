from torch.utils.data import DataLoader

from .collate import offsets_collate, padded_collate
from .dataset import TaggedTextDataset
from .synthetic import make_corpus
from .vocab import Vocab


def build_data(cfg):
    """Build vocab and the three data loaders from the synthetic corpus."""
    d = cfg["data"]
    splits = make_corpus(
        n_labels=d["n_labels"],
        keywords_per_label=d["keywords_per_label"],
        n_background=d["n_background"],
        sizes=(d["n_train"], d["n_val"], d["n_test"]),
        min_len=d["min_len"],
        max_len=d["max_len"],
        keyword_rate=d["keyword_rate"],
        seed=cfg["seed"],
    )
    vocab = Vocab.build((text for text, _ in splits[0]), d["max_vocab"], d["min_freq"])
    collate = offsets_collate if cfg["model"]["pooling"] == "embedding_bag" else padded_collate
    loaders = []
    for i, split in enumerate(splits):
        ds = TaggedTextDataset(split, vocab, d["n_labels"])
        bs = cfg["train"]["batch_size"] if i == 0 else cfg["eval"]["batch_size"]
        loaders.append(DataLoader(ds, batch_size=bs, shuffle=(i == 0), collate_fn=collate))
    return vocab, loaders[0], loaders[1], loaders[2]


__all__ = ["Vocab", "TaggedTextDataset", "make_corpus", "padded_collate", "offsets_collate", "build_data"]
