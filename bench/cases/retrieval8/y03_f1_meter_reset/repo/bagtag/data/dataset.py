import torch
from torch.utils.data import Dataset


class TaggedTextDataset(Dataset):
    """Encoded documents with multi-hot label targets."""

    def __init__(self, docs, vocab, n_labels):
        self.ids = [torch.tensor(vocab.encode(text) or [vocab.unk_id], dtype=torch.long) for text, _ in docs]
        self.targets = torch.zeros(len(docs), n_labels)
        for i, (_, labels) in enumerate(docs):
            self.targets[i, labels] = 1.0

    def __len__(self):
        return len(self.ids)

    def __getitem__(self, idx):
        return self.ids[idx], self.targets[idx]
