import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from tsforecast.data import add_calendar_features, load_csv, synthetic_load  # noqa: E402


def load_series(cfg):
    d = cfg["data"]
    if d.get("csv"):
        stamps, values, cols, tidx = load_csv(d["csv"], d["target"])
    else:
        stamps, values, cols, tidx = synthetic_load(seed=cfg["seed"])
    if d.get("calendar_features", True):
        values = add_calendar_features(stamps, values)
    return stamps, values, tidx
