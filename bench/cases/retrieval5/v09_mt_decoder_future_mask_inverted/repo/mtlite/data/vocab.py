"""Word-level vocabulary with special symbols."""
from collections import Counter

PAD, BOS, EOS, UNK = "<pad>", "<s>", "</s>", "<unk>"


class Vocab:
    def __init__(self, tokens):
        self.itos = [PAD, BOS, EOS, UNK] + [t for t in tokens if t not in (PAD, BOS, EOS, UNK)]
        self.stoi = {t: i for i, t in enumerate(self.itos)}
        self.pad_id, self.bos_id, self.eos_id, self.unk_id = 0, 1, 2, 3

    @classmethod
    def build(cls, sentences, min_freq=1, max_size=None):
        counts = Counter(tok for sent in sentences for tok in sent)
        items = sorted((t for t, c in counts.items() if c >= min_freq), key=lambda t: (-counts[t], t))
        return cls(items[:max_size] if max_size else items)

    def __len__(self):
        return len(self.itos)

    def encode(self, tokens, add_bos=False, add_eos=True):
        ids = [self.stoi.get(t, self.unk_id) for t in tokens]
        return ([self.bos_id] if add_bos else []) + ids + ([self.eos_id] if add_eos else [])

    def decode(self, ids):
        out = []
        for i in ids:
            if i == self.eos_id:
                break
            if i in (self.pad_id, self.bos_id):
                continue
            out.append(self.itos[i])
        return out

    def state_dict(self):
        return {"itos": self.itos}

    @classmethod
    def from_state_dict(cls, state):
        return cls(state["itos"][4:])
