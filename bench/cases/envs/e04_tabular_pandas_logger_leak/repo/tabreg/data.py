"""CSV -> standardised feature matrix (numeric columns scaled, categorical columns one-hot)."""
import numpy as np
import pandas as pd
import torch
from torch.utils.data import TensorDataset


def make_houses(n=4000, seed=0):
    rng = np.random.default_rng(seed)
    df = pd.DataFrame({
        "area": rng.uniform(30, 250, n).round(1),
        "rooms": rng.integers(1, 7, n),
        "age": rng.integers(0, 80, n),
        "distance_km": rng.exponential(8, n).round(2),
        "city": rng.choice(["north", "south", "east", "west", "centre"], n),
        "heating": rng.choice(["gas", "electric", "heat_pump"], n, p=[0.5, 0.3, 0.2]),
    })
    city_bonus = df["city"].map({"north": 0, "south": 20, "east": -10, "west": 5, "centre": 60})
    df["price"] = (2.2 * df["area"] + 15 * df["rooms"] - 0.8 * df["age"]
                   - 4 * np.sqrt(df["distance_km"]) + city_bonus
                   + 12 * (df["heating"] == "heat_pump") + rng.normal(0, 15, n)).round(1)
    return df


class TablePreprocessor:
    def __init__(self, target):
        self.target = target

    def fit(self, df):
        features = df.drop(columns=[self.target])
        self.numeric = features.select_dtypes("number").columns.tolist()
        self.categorical = [c for c in features.columns if c not in self.numeric]
        self.mean = features[self.numeric].mean()
        self.std = features[self.numeric].std().replace(0, 1.0)
        self.columns = self._encode(features).columns
        self.y_mean, self.y_std = df[self.target].mean(), df[self.target].std()
        return self

    def _encode(self, features):
        num = (features[self.numeric] - self.mean) / self.std
        cat = pd.get_dummies(features[self.categorical].astype(str), dtype=np.float32)
        return pd.concat([num, cat], axis=1)

    def transform(self, df):
        x = self._encode(df.drop(columns=[self.target])).reindex(columns=self.columns, fill_value=0)
        y = (df[self.target] - self.y_mean) / self.y_std
        return TensorDataset(torch.tensor(x.to_numpy(np.float32)),
                             torch.tensor(y.to_numpy(np.float32)).unsqueeze(1))


def train_val_split(df, val_fraction=0.2, seed=0):
    val = df.sample(frac=val_fraction, random_state=seed)
    return df.drop(val.index), val
