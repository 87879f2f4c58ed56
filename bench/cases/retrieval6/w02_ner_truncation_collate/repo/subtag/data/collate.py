import torch

from .alignment import IGNORE_INDEX


class TokenClassificationCollator:
    """Right-pads ``input_ids`` / ``labels`` to the longest sequence in the batch."""

    def __init__(self, pad_id, label_pad_id=IGNORE_INDEX, pad_to_multiple_of=None):
        self.pad_id = pad_id
        self.label_pad_id = label_pad_id
        self.pad_to_multiple_of = pad_to_multiple_of

    def _target_length(self, features):
        n = max(len(f["input_ids"]) for f in features)
        m = self.pad_to_multiple_of
        if m:
            n = (n + m - 1) // m * m
        return n

    def __call__(self, features):
        n = self._target_length(features)
        input_ids, labels, mask, word_ids = [], [], [], []
        for f in features:
            pad = n - len(f["input_ids"])
            input_ids.append(f["input_ids"] + [self.pad_id] * pad)
            mask.append([1] * len(f["input_ids"]) + [0] * pad)
            labels.append(f["labels"] + [self.label_pad_id] * pad)
            word_ids.append([-1 if w is None else w for w in f["word_ids"]] + [-1] * pad)
        return {
            "input_ids": torch.tensor(input_ids, dtype=torch.long),
            "attention_mask": torch.tensor(mask, dtype=torch.bool),
            "labels": torch.tensor(labels, dtype=torch.long),
            "word_ids": torch.tensor(word_ids, dtype=torch.long),
        }


def build_collate(pad_id, **kwargs):
    return TokenClassificationCollator(pad_id, **kwargs)
