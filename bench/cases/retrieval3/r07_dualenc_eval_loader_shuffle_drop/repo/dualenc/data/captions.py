import json
import os
import random

import torch
from torch.utils.data import Dataset


class CaptionDataset(Dataset):
    """train: one item per image with a random caption; eval: one item per (image, caption) pair."""

    def __init__(self, root, ann, split, vocab, image_transform=None, text_transform=None, max_tokens=32):
        with open(os.path.join(root, ann)) as fh:
            rows = [json.loads(l) for l in fh if l.strip()]
        self.rows = [r for r in rows if r["split"] == split]
        self.root, self.split, self.vocab = root, split, vocab
        self.image_transform, self.text_transform = image_transform, text_transform
        self.max_tokens = max_tokens
        self.pairs = [(i, j) for i, r in enumerate(self.rows) for j in range(len(r["captions"]))]

    @property
    def train(self):
        return self.split == "train"

    def __len__(self):
        return len(self.rows) if self.train else len(self.pairs)

    def __getitem__(self, idx):
        if self.train:
            img_idx, cap_idx = idx, random.randrange(len(self.rows[idx]["captions"]))
        else:
            img_idx, cap_idx = self.pairs[idx]
        row = self.rows[img_idx]
        image = torch.load(os.path.join(self.root, "images", row["image"]))
        if self.image_transform is not None:
            image = self.image_transform(image)
        text = row["captions"][cap_idx]
        if self.text_transform is not None:
            text = self.text_transform(text)
        tokens = self.vocab.encode(text, self.max_tokens)
        return image, tokens, img_idx, img_idx * 100 + cap_idx


def caption_collate(batch):
    images, tokens, img_ids, cap_ids = zip(*batch)
    lengths = torch.tensor([len(t) for t in tokens])
    padded = torch.zeros(len(tokens), max(1, int(lengths.max())), dtype=torch.long)
    for i, t in enumerate(tokens):
        padded[i, :len(t)] = torch.tensor(t, dtype=torch.long)
    return torch.stack(images), padded, lengths, torch.tensor(img_ids), torch.tensor(cap_ids)
