PHONES = ["aa", "ae", "b", "d", "eh", "f", "g", "ih", "k", "l", "m", "n", "ow", "p", "r", "s", "t", "uw", "v", "z"]
BLANK = 0


class PhoneTokenizer:
    def __init__(self, phones=PHONES):
        self.itos = ["<blank>"] + list(phones)
        self.stoi = {p: i for i, p in enumerate(self.itos)}

    def encode(self, phones):
        return [self.stoi[p] for p in phones]

    def decode(self, ids):
        return [self.itos[i] for i in ids if i != BLANK]

    def __len__(self):
        return len(self.itos)
