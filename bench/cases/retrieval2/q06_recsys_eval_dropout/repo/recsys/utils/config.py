from __future__ import annotations

import yaml


REQUIRED = {"data", "eval", "model", "train", "checkpoint_dir"}
OBJECTIVES = {"mf": {"bpr", "pointwise"}, "neumf": {"pointwise", "bpr"}, "sasrec": {"sequential"}}


def check_config(cfg: dict) -> None:
    missing = REQUIRED - set(cfg)
    if missing:
        raise KeyError(f"config is missing sections: {sorted(missing)}")
    kind, objective = cfg["model"]["type"], cfg["train"]["objective"]
    if objective not in OBJECTIVES.get(kind, set()):
        raise ValueError(f"objective {objective!r} is not supported for model {kind!r}")
    if cfg["eval"]["num_negatives"] < max(cfg["eval"]["top_k"]):
        raise ValueError("eval.num_negatives must be >= the largest top_k")


def load_config(path: str, overrides: list[str] | None = None) -> dict:
    with open(path) as fh:
        cfg = yaml.safe_load(fh)
    for ov in overrides or []:
        key, value = ov.split("=", 1)
        node = cfg
        parts = key.split(".")
        for p in parts[:-1]:
            node = node[p]
        node[parts[-1]] = yaml.safe_load(value)
    check_config(cfg)
    return cfg
