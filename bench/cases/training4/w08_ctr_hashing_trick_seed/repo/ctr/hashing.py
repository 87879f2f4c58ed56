"""Hashing trick: map every (field, value) string to one of `n_buckets` shared embedding rows."""
import numpy as np


class FeatureHasher:
    def __init__(self, fields, n_buckets=2 ** 18):
        self.fields = fields
        self.n_buckets = n_buckets

    def bucket(self, field, value):
        return hash(f"{field}={value}") % self.n_buckets

    def transform(self, rows):
        out = np.empty((len(rows), len(self.fields)), dtype=np.int64)
        for r, row in enumerate(rows):
            for c, (field, value) in enumerate(zip(self.fields, row)):
                out[r, c] = self.bucket(field, value)
        return out
