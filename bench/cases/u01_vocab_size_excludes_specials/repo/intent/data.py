import torch
from torch.utils.data import Dataset


class IntentDataset(Dataset):
    def __init__(self, pairs, vocab, label_names, max_len=32):
        self.vocab = vocab
        self.label_to_id = {name: i for i, name in enumerate(label_names)}
        self.items = [(vocab.encode(t)[:max_len], self.label_to_id[y]) for t, y in pairs]

    def __len__(self):
        return len(self.items)

    def __getitem__(self, idx):
        ids, label = self.items[idx]
        return torch.tensor(ids, dtype=torch.long), label


def make_collate(pad_id):
    def collate(batch):
        seqs, labels = zip(*batch)
        lengths = torch.tensor([len(s) for s in seqs])
        padded = torch.full((len(seqs), int(lengths.max())), pad_id, dtype=torch.long)
        for i, s in enumerate(seqs):
            padded[i, :len(s)] = s
        return padded, lengths, torch.tensor(labels, dtype=torch.long)
    return collate
