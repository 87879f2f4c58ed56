from torch.utils.data import DataLoader

from ..labels import LabelMap
from ..tokenization import build_tokenizer
from .collate import build_collate
from .dataset import NerDataset
from .synthetic import ENTITY_TYPES, make_sentences, vocabulary


def build_dataloaders(cfg):
    """Returns (tokenizer, label_map, train_loader, val_loader)."""
    dcfg = cfg.data
    if dcfg.get("kind", "synthetic") != "synthetic":
        raise ValueError("only data.kind=synthetic is bundled; use NerDataset.from_conll for files")
    tokenizer = build_tokenizer(cfg.tokenizer, vocab_tokens=vocabulary())
    label_map = LabelMap.from_entity_types(ENTITY_TYPES)
    kw = dict(max_length=dcfg.get("max_length", 128), label_all_subwords=dcfg.get("label_all_subwords", False))
    train = NerDataset(make_sentences(dcfg.get("num_train", 400), seed=dcfg.get("seed", 0)), tokenizer, label_map, **kw)
    val = NerDataset(make_sentences(dcfg.get("num_val", 100), seed=dcfg.get("seed", 0) + 1), tokenizer, label_map, **kw)
    collate = build_collate(tokenizer.pad_id, pad_to_multiple_of=dcfg.get("pad_to_multiple_of"))
    bs = dcfg.get("batch_size", 16)
    return (tokenizer, label_map,
            DataLoader(train, batch_size=bs, shuffle=True, collate_fn=collate),
            DataLoader(val, batch_size=bs, shuffle=False, collate_fn=collate))
