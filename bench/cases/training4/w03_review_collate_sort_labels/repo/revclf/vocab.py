PAD, UNK = 0, 1


class Vocab:
    def __init__(self, tokens):
        self.itos = ["<pad>", "<unk>"] + sorted(set(tokens))
        self.stoi = {t: i for i, t in enumerate(self.itos)}

    def __len__(self):
        return len(self.itos)

    def encode(self, words):
        return [self.stoi.get(w, UNK) for w in words]
