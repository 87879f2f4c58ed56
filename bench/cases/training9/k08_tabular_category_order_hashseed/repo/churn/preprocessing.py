import torch


class CategoricalEncoder:
    """Maps each categorical column to integer codes; code 0 is reserved for unseen values."""

    def fit(self, rows, columns):
        self.columns = list(columns)
        self.vocab = {}
        for col in self.columns:
            values = {row[col] for row in rows}
            self.vocab[col] = {v: i + 1 for i, v in enumerate(values)}
        return self

    def cardinalities(self):
        return [len(self.vocab[c]) + 1 for c in self.columns]

    def transform(self, rows):
        codes = [[self.vocab[c].get(row[c], 0) for c in self.columns] for row in rows]
        return torch.tensor(codes, dtype=torch.long)


class Standardizer:
    def fit(self, rows, columns):
        self.columns = list(columns)
        x = self._raw(rows)
        self.mean, self.std = x.mean(0), x.std(0).clamp(min=1e-6)
        return self

    def _raw(self, rows):
        return torch.tensor([[float(row[c]) for c in self.columns] for row in rows])

    def transform(self, rows):
        return (self._raw(rows) - self.mean) / self.std
