import torch


def left_pad(sequences, pad_value=0):
    """Left-pad variable-length item lists so the most recent item is in the last column."""
    max_len = max(len(s) for s in sequences)
    out = torch.full((len(sequences), max_len), pad_value, dtype=torch.long)
    lengths = torch.tensor([len(s) for s in sequences], dtype=torch.long)
    for i, seq in enumerate(sequences):
        if seq:
            out[i, max_len - len(seq):] = torch.tensor(seq, dtype=torch.long)
    return out, lengths


def collate_train(batch):
    history, lengths = left_pad([b["history"] for b in batch])
    return {
        "history": history,
        "lengths": lengths,
        "positive": torch.tensor([b["positive"] for b in batch], dtype=torch.long),
        "negatives": torch.tensor([b["negatives"] for b in batch], dtype=torch.long),
    }


def collate_eval(batch):
    history, lengths = left_pad([b["history"] for b in batch])
    return {
        "history": history,
        "lengths": lengths,
        "candidates": torch.tensor([b["candidates"] for b in batch], dtype=torch.long),
    }
