"""Batch collation. `pad_collate` keeps the dataset order; `packed_collate` sorts the batch by
length (longest first) as required by pack_padded_sequence(enforce_sorted=True)."""
import torch
from torch.nn.utils.rnn import pad_sequence


def pad_collate(batch, pad_id=0):
    seqs, labels = zip(*batch)
    lengths = torch.tensor([len(s) for s in seqs])
    tokens = pad_sequence(seqs, batch_first=True, padding_value=pad_id)
    return {"tokens": tokens, "lengths": lengths, "labels": torch.stack(labels)}


def packed_collate(batch, pad_id=0):
    seqs, labels = zip(*batch)
    lengths = torch.tensor([len(s) for s in seqs])
    lengths, order = lengths.sort(descending=True)
    seqs = [seqs[i] for i in order.tolist()]
    tokens = pad_sequence(seqs, batch_first=True, padding_value=pad_id)
    return {"tokens": tokens, "lengths": lengths, "labels": torch.stack(labels)}


def truncate_collate(batch, max_len, pad_id=0):
    batch = [(s[:max_len], y) for s, y in batch]
    return pad_collate(batch, pad_id)


def collate_for(model_name):
    """RNN models consume packed sequences, the others plain padded batches."""
    return packed_collate if model_name in ("lstm", "gru", "bilstm") else pad_collate
