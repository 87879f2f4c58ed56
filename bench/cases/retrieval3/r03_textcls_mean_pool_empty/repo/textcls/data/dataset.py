import json

from torch.utils.data import Dataset


class JsonlTextDataset(Dataset):
    def __init__(self, path, vocab, labels, text_transform=None, max_len=256, add_cls=False):
        self.rows = []
        with open(path) as fh:
            for line in fh:
                if line.strip():
                    self.rows.append(json.loads(line))
        self.vocab = vocab
        self.label_to_id = {l: i for i, l in enumerate(labels)}
        self.text_transform = text_transform
        self.max_len = max_len
        self.add_cls = add_cls

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, idx):
        row = self.rows[idx]
        text = row["text"]
        if self.text_transform is not None:
            text = self.text_transform(text)
        ids = self.vocab.encode(text, self.max_len, self.add_cls)
        return ids, self.label_to_id[row["label"]]
