class ByteTokenizer:
    PAD, BOS, EOS, UNK = 256, 257, 258, 259

    def __len__(self):
        return 260

    @property
    def vocab_size(self):
        return 260

    def encode(self, text, add_bos=False, add_eos=True):
        ids = list(text.encode("utf-8"))
        if add_bos:
            ids = [self.BOS] + ids
        if add_eos:
            ids = ids + [self.EOS]
        return ids

    def decode(self, ids):
        return bytes(i for i in ids if i < 256).decode("utf-8", errors="replace")
