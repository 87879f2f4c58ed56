import torch
from torch.utils.data import DataLoader, Dataset

from tsformer.data.scaler import build_scaler
from tsformer.data.synthetic import make_series


class WindowDataset(Dataset):
    """(context[L, C], target[H, C]) pairs from a (T, C) array."""

    def __init__(self, series, context, horizon, stride=1):
        self.series = torch.as_tensor(series, dtype=torch.float32)
        self.context, self.horizon = context, horizon
        last = len(self.series) - context - horizon
        self.starts = list(range(0, last + 1, stride))

    def __len__(self):
        return len(self.starts)

    def __getitem__(self, i):
        s = self.starts[i]
        ctx = self.series[s:s + self.context]
        tgt = self.series[s + self.context:s + self.context + self.horizon]
        return ctx, tgt


def split_series(series, fractions):
    n = len(series)
    a = int(n * fractions[0])
    b = a + int(n * fractions[1])
    return series[:a], series[a:b], series[b:]


def build_loaders(cfg):
    d = cfg["data"]
    series = make_series(d["length"], d["channels"], d["noise"], cfg["seed"])
    train, val, test = split_series(series, d["split"])
    scaler = build_scaler(d["scaler"]).fit(train)
    loaders = {}
    for name, part in (("train", train), ("val", val), ("test", test)):
        ds = WindowDataset(scaler.transform(part), d["context"], d["horizon"],
                           d["stride"] if name == "train" else d["horizon"])
        loaders[name] = DataLoader(ds, batch_size=d["batch_size"], shuffle=name == "train",
                                   generator=torch.Generator().manual_seed(cfg["seed"]))
    return loaders, scaler
