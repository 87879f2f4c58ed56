import torch
from torch.utils.data import Dataset


class EncodedDataset(Dataset):
    def __init__(self, texts, labels, tokenizer):
        self.ids = [torch.tensor(tokenizer.encode(t), dtype=torch.long) for t in texts]
        self.labels = torch.tensor(labels, dtype=torch.long)

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        return self.ids[i], self.labels[i]


class PadCollate:
    """Pads a batch to its longest sequence. Returns (tokens, pad_mask, labels);
    pad_mask is True at padded positions (same convention as nn.Transformer)."""

    def __init__(self, pad_id):
        self.pad_id = pad_id

    def __call__(self, batch):
        seqs, labels = zip(*batch)
        tokens = torch.nn.utils.rnn.pad_sequence(seqs, batch_first=True, padding_value=self.pad_id)
        pad_mask = tokens.eq(self.pad_id)
        return tokens, pad_mask, torch.stack(labels)
