import torch

from ..data.alignment import first_subword_positions


def word_level_predictions(logits, word_ids, label_map, labels=None):
    """Read one tag per word from the first subword. ``word_ids`` uses -1 for special/pad."""
    out = []
    scores = labels if labels is not None else logits.argmax(-1)
    for row, wids in zip(scores, word_ids):
        wl = [None if w < 0 else int(w) for w in wids.tolist()]
        pos = first_subword_positions(wl)
        out.append(label_map.decode([int(row[p]) for p in pos]))
    return out


class Predictor:
    def __init__(self, model, tokenizer, label_map, max_length=128):
        self.model = model.eval()
        self.tokenizer = tokenizer
        self.label_map = label_map
        self.max_length = max_length

    @torch.no_grad()
    def __call__(self, words):
        enc = self.tokenizer.encode(words, max_length=self.max_length)
        ids = torch.tensor([enc.ids])
        mask = torch.ones_like(ids, dtype=torch.bool)
        logits = self.model(ids, mask)
        wids = torch.tensor([[-1 if w is None else w for w in enc.word_ids]])
        tags = word_level_predictions(logits, wids, self.label_map)[0]
        return list(zip(words[: len(tags)], tags))
