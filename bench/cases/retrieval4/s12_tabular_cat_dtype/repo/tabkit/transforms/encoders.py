import math


def _to_float(v):
    try:
        f = float(v)
    except (TypeError, ValueError):
        return math.nan
    return f


class NumericScaler:
    def __init__(self, clip=5.0):
        self.clip = clip
        self.mean = 0.0
        self.std = 1.0
        self.fill = 0.0

    def fit(self, values):
        vals = [v for v in map(_to_float, values) if not math.isnan(v)]
        if vals:
            self.mean = sum(vals) / len(vals)
            var = sum((v - self.mean) ** 2 for v in vals) / max(len(vals) - 1, 1)
            self.std = math.sqrt(var) or 1.0
            self.fill = sorted(vals)[len(vals) // 2]
        return self

    def transform(self, v):
        f = _to_float(v)
        if math.isnan(f):
            f = self.fill
        z = (f - self.mean) / self.std
        return max(-self.clip, min(self.clip, z))


class CategoryEncoder:
    def __init__(self, min_count=1):
        self.min_count = min_count
        self.mapping = {}

    def fit(self, values):
        counts = {}
        for v in values:
            counts[v] = counts.get(v, 0) + 1
        keep = sorted(k for k, c in counts.items() if c >= self.min_count)
        self.mapping = {k: i + 1 for i, k in enumerate(keep)}
        return self

    @property
    def cardinality(self):
        return len(self.mapping) + 1

    def transform(self, v):
        return self.mapping.get(v, 0)


class TabularEncoder:
    def __init__(self, numeric, categorical, min_count=1):
        self.numeric = list(numeric)
        self.categorical = list(categorical)
        self.scalers = {c: NumericScaler() for c in self.numeric}
        self.cats = {c: CategoryEncoder(min_count) for c in self.categorical}

    @property
    def n_numeric(self):
        return len(self.numeric)

    @property
    def n_categorical(self):
        return len(self.categorical)

    @property
    def cardinalities(self):
        return [self.cats[c].cardinality for c in self.categorical]

    def fit(self, rows):
        for c in self.numeric:
            self.scalers[c].fit(r.get(c) for r in rows)
        for c in self.categorical:
            self.cats[c].fit(r.get(c, "") for r in rows)
        return self

    def encode_row(self, row):
        nums = [self.scalers[c].transform(row.get(c)) for c in self.numeric]
        cats = [self.cats[c].transform(row.get(c, "")) for c in self.categorical]
        return nums + cats

    def state_dict(self):
        return {"numeric": self.numeric, "categorical": self.categorical,
                "scalers": {c: (s.mean, s.std, s.fill) for c, s in self.scalers.items()},
                "cats": {c: e.mapping for c, e in self.cats.items()}}

    @classmethod
    def from_state_dict(cls, st):
        enc = cls(st["numeric"], st["categorical"])
        for c, (m, s, f) in st["scalers"].items():
            enc.scalers[c].mean, enc.scalers[c].std, enc.scalers[c].fill = m, s, f
        for c, mp in st["cats"].items():
            enc.cats[c].mapping = dict(mp)
        return enc


def fit_encoder(rows, numeric, categorical, min_count=1):
    return TabularEncoder(numeric, categorical, min_count).fit(rows)
