from datetime import datetime

import torch


def _parse(s):
    for fmt in ("%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M", "%Y-%m-%d"):
        try:
            return datetime.strptime(s, fmt)
        except ValueError:
            continue
    raise ValueError(f"unparseable timestamp {s!r}")


def time_features(dates, freq="h"):
    """Calendar features scaled to [-0.5, 0.5]: hour, weekday, day of month, day of year."""
    feats = []
    for s in dates:
        d = _parse(s)
        row = [d.weekday() / 6.0 - 0.5, (d.day - 1) / 30.0 - 0.5, (d.timetuple().tm_yday - 1) / 365.0 - 0.5]
        if freq in ("h", "t"):
            row.insert(0, d.hour / 23.0 - 0.5)
        feats.append(row)
    return torch.tensor(feats)
