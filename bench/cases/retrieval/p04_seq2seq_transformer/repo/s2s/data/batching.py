import torch
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import DataLoader

from .vocab import PAD


def collate_pairs(batch):
    src, tgt = zip(*batch)
    src = pad_sequence(src, batch_first=True, padding_value=PAD)
    tgt = pad_sequence(tgt, batch_first=True, padding_value=PAD)
    return {"src": src, "tgt_in": tgt[:, :-1], "tgt_out": tgt[:, 1:]}


def make_loader(dataset, batch_size, shuffle, seed=0):
    g = torch.Generator().manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=shuffle, collate_fn=collate_pairs,
                      generator=g if shuffle else None)


def token_budget_batches(lengths, max_tokens):
    """Group indices (sorted by length) so that batch_len * max_len <= max_tokens."""
    order = sorted(range(len(lengths)), key=lambda i: lengths[i])
    batches, cur, cur_max = [], [], 0
    for i in order:
        new_max = max(cur_max, lengths[i])
        if cur and new_max * (len(cur) + 1) > max_tokens:
            batches.append(cur)
            cur, new_max = [], lengths[i]
        cur.append(i)
        cur_max = new_max
    if cur:
        batches.append(cur)
    return batches
