from torch.utils.data import Dataset

from .alignment import align_labels
from .conll import read_conll, truncate_words


class NerDataset(Dataset):
    """Pre-encodes (words, tags) pairs into subword ids + aligned label ids."""

    def __init__(self, sentences, tokenizer, label_map, max_length=128, label_all_subwords=False):
        self.sentences = sentences
        self.tokenizer = tokenizer
        self.label_map = label_map
        self.max_length = max_length
        self.label_all_subwords = label_all_subwords
        b_to_i = label_map.b_to_i() if label_all_subwords else None
        self.features = []
        for words, tags in sentences:
            enc = tokenizer.encode(words, max_length=max_length)
            labels = align_labels(enc.word_ids, label_map.encode(tags), label_all_subwords, b_to_i)
            self.features.append({"input_ids": enc.ids, "labels": labels, "word_ids": enc.word_ids})

    @classmethod
    def from_conll(cls, path, tokenizer, label_map, max_words=None, **kwargs):
        sents = [truncate_words(w, t, max_words) for w, t in read_conll(path)]
        return cls(sents, tokenizer, label_map, **kwargs)

    def __len__(self):
        return len(self.features)

    def __getitem__(self, idx):
        return self.features[idx]
