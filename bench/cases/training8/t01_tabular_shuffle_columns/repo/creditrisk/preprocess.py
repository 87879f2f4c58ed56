"""Standardisation of numeric columns and integer encoding of categoricals."""
import numpy as np
import torch


class TabularPreprocessor:
    def __init__(self, numeric, categorical, log_cols=("income", "loan_amount")):
        self.numeric = list(numeric)
        self.categorical = list(categorical)
        self.log_cols = set(log_cols)
        self.mean_ = None
        self.std_ = None
        self.vocab_ = None

    def _numeric_matrix(self, table):
        cols = []
        for name in self.numeric:
            col = table[name].astype(np.float64)
            if name in self.log_cols:
                col = np.log1p(np.clip(col, 0, None))
            cols.append(col)
        return np.stack(cols, axis=1)

    def fit(self, table):
        x = self._numeric_matrix(table)
        self.mean_ = x.mean(axis=0)
        self.std_ = x.std(axis=0) + 1e-8
        # index 0 is reserved for categories not seen during fit
        self.vocab_ = {name: {v: i + 1 for i, v in enumerate(sorted(set(table[name])))}
                       for name in self.categorical}
        return self

    def transform(self, table):
        x_num = (self._numeric_matrix(table) - self.mean_) / self.std_
        x_cat = np.stack([[self.vocab_[name].get(v, 0) for v in table[name]] for name in self.categorical],
                         axis=1) if self.categorical else np.zeros((len(x_num), 0))
        return (torch.tensor(x_num, dtype=torch.float32),
                torch.tensor(x_cat, dtype=torch.long))

    @property
    def cardinalities(self):
        return [len(self.vocab_[name]) + 1 for name in self.categorical]
