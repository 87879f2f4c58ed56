import torch
from torch.nn.utils.rnn import pad_sequence


def pad_to_length(ids, length, pad_id):
    ids = list(ids)[:length]
    return ids + [pad_id] * (length - len(ids))


class PadCollator:
    def __init__(self, pad_id, max_len=None, pad_to_multiple_of=None):
        self.pad_id = pad_id
        self.max_len = max_len
        self.pad_to_multiple_of = pad_to_multiple_of

    def __call__(self, batch):
        seqs = [torch.as_tensor(b["input_ids"], dtype=torch.long) for b in batch]
        if self.max_len is not None:
            seqs = [s[: self.max_len] for s in seqs]
        lengths = torch.tensor([len(s) for s in seqs], dtype=torch.long)
        input_ids = pad_sequence(seqs, batch_first=True, padding_value=0)
        if self.pad_to_multiple_of:
            m = self.pad_to_multiple_of
            extra = (-input_ids.size(1)) % m
            if extra:
                fill = input_ids.new_full((input_ids.size(0), extra), self.pad_id)
                input_ids = torch.cat([input_ids, fill], dim=1)
        out = {"input_ids": input_ids, "lengths": lengths}
        if "label" in batch[0]:
            out["labels"] = torch.tensor([b["label"] for b in batch], dtype=torch.long)
        return out
