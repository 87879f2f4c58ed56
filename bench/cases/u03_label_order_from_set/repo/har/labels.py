import numpy as np


class LabelEncoder:
    """Maps activity names to contiguous class ids (and back)."""

    def fit(self, labels):
        self.classes_ = list(set(labels))
        self._index = {c: i for i, c in enumerate(self.classes_)}
        return self

    def transform(self, labels):
        return np.array([self._index[c] for c in labels], dtype=np.int64)

    def inverse_transform(self, ids):
        return [self.classes_[int(i)] for i in ids]

    def __len__(self):
        return len(self.classes_)
