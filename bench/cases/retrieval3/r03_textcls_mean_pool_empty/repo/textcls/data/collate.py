import torch


class PadCollate:
    """Right-pads token ids; returns ids [B, T], mask [B, T] (True = real token), labels [B]."""

    def __init__(self, pad_id=0, token_dropout=0.0, unk_id=1):
        self.pad_id = pad_id
        self.token_dropout = token_dropout
        self.unk_id = unk_id

    def __call__(self, batch):
        seqs, labels = zip(*batch)
        max_len = max(1, max(len(s) for s in seqs))
        ids = torch.full((len(seqs), max_len), self.pad_id, dtype=torch.long)
        mask = torch.zeros((len(seqs), max_len), dtype=torch.bool)
        for i, s in enumerate(seqs):
            if s:
                ids[i, :len(s)] = torch.tensor(s)
                mask[i, :len(s)] = True
        if self.token_dropout > 0:
            drop = (torch.rand(ids.shape) < self.token_dropout) & mask
            ids = ids.masked_fill(drop, self.unk_id)
        return ids, mask, torch.tensor(labels)
