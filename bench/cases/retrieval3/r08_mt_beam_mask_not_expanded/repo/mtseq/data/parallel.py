from torch.utils.data import Dataset


class ParallelTextDataset(Dataset):
    def __init__(self, src_path, tgt_path, src_vocab, tgt_vocab, transform=None, max_len=128):
        with open(src_path, encoding="utf-8") as fs, open(tgt_path, encoding="utf-8") as ft:
            pairs = list(zip(fs.read().splitlines(), ft.read().splitlines()))
        if transform is not None:
            pairs = [(transform(s), transform(t)) for s, t in pairs]
        self.items = []
        for s, t in pairs:
            si, ti = src_vocab.encode(s), tgt_vocab.encode(t, add_bos=True)
            if 1 < len(si) <= max_len and 2 < len(ti) <= max_len + 1:
                self.items.append((si, ti))

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]

    def src_lengths(self):
        return [len(s) for s, _ in self.items]
