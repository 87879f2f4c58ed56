from dataclasses import dataclass, field


@dataclass
class TableSchema:
    numeric: list
    categorical: list
    target: str
    cardinalities: dict = field(default_factory=dict)

    @classmethod
    def from_config(cls, data_cfg):
        return cls(numeric=list(data_cfg.numeric), categorical=list(data_cfg.categorical), target=data_cfg.target)

    @property
    def n_numeric(self):
        return len(self.numeric)

    def embedding_sizes(self, embedding_dim="auto"):
        """(cardinality, dim) per categorical column; 'auto' uses the fast.ai rule of thumb."""
        sizes = []
        for col in self.categorical:
            card = self.cardinalities[col]
            if embedding_dim == "auto":
                dim = min(50, round(1.6 * card ** 0.56))
            else:
                dim = int(embedding_dim)
            sizes.append((card, dim))
        return sizes

    def validate(self, table):
        missing = [c for c in [*self.numeric, *self.categorical, self.target] if c not in table]
        if missing:
            raise KeyError(f"columns not found in table: {missing}")
        overlap = set(self.numeric) & set(self.categorical)
        if overlap:
            raise ValueError(f"columns listed as both numeric and categorical: {sorted(overlap)}")
        labels = set(table[self.target])
        if not labels <= set(range(len(labels))):
            raise ValueError(f"target must be encoded as 0..K-1, got {sorted(labels)[:10]}")
