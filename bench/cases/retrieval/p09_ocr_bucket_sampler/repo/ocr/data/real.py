"""Real line images: a folder of PGM files plus a TSV of `filename<TAB>transcription`."""
import os

import torch
import torch.nn.functional as F
from torch.utils.data import Dataset


def read_pgm(path):
    with open(path, "rb") as f:
        if f.readline().strip() != b"P5":
            raise ValueError(f"{path} is not a binary PGM")
        line = f.readline()
        while line.startswith(b"#"):
            line = f.readline()
        w, h = map(int, line.split())
        maxval = int(f.readline())
        data = f.read(w * h)
    return torch.tensor(list(data), dtype=torch.float32).view(h, w) / maxval


class FolderLines(Dataset):
    def __init__(self, root, labels_tsv, charset, height=16, invert=True):
        self.root, self.charset, self.height, self.invert = root, charset, height, invert
        self.items = []
        with open(labels_tsv, encoding="utf-8") as f:
            for line in f:
                if "\t" not in line:
                    continue
                name, text = line.rstrip("\n").split("\t", 1)
                if all(c in charset.index for c in text):
                    self.items.append((name, text))
        self.widths = [self._load(n).shape[-1] for n, _ in self.items]

    def _load(self, name):
        img = read_pgm(os.path.join(self.root, name))
        if self.invert:
            img = 1.0 - img
        h, w = img.shape
        new_w = max(1, round(w * self.height / h))
        return F.interpolate(img[None, None], size=(self.height, new_w), mode="bilinear",
                             align_corners=False)[0]

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        name, text = self.items[i]
        return self._load(name), torch.tensor(self.charset.encode(text)), text
