from torch.utils.data import Dataset


class CaptionDataset(Dataset):
    """Wraps a raw (image, caption string) source; tokenises and encodes captions."""

    def __init__(self, source, vocab, image_transform=None, text_transform=None,
                 max_len=16):
        self.source = source
        self.vocab = vocab
        self.image_transform = image_transform
        self.text_transform = text_transform
        self.max_len = max_len

    def __len__(self):
        return len(self.source)

    def __getitem__(self, idx):
        image, caption = self.source[idx]
        if self.image_transform is not None:
            image = self.image_transform(image)
        tokens = self.text_transform(caption) if self.text_transform else caption.split()
        ids = self.vocab.encode(tokens[: self.max_len - 2])
        return {"image": image, "caption_ids": ids, "caption": " ".join(tokens), "index": idx}
