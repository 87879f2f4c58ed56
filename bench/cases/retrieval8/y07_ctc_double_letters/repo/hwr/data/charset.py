"""Mapping between characters and CTC label ids (0 is reserved for blank)."""


class LabelCodec:
    blank = 0

    def __init__(self, charset):
        if len(set(charset)) != len(charset):
            raise ValueError("charset contains duplicate characters")
        self.charset = charset
        self._c2i = {c: i + 1 for i, c in enumerate(charset)}
        self._i2c = {i + 1: c for i, c in enumerate(charset)}

    @property
    def num_classes(self):
        return len(self.charset) + 1

    def encode(self, text):
        return [self._c2i[c] for c in text]

    def decode(self, ids):
        """Label ids -> string. Expects ids that are already CTC-collapsed."""
        return "".join(self._i2c[i] for i in ids if i != self.blank)

    def decode_batch(self, batch_ids):
        return [self.decode(ids) for ids in batch_ids]
