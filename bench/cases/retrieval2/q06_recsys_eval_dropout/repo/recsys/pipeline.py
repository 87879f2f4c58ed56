"""Shared setup used by the scripts: data, split, model, evaluator."""
from __future__ import annotations

import logging

from .data import leave_one_out, load_interactions, synthetic_interactions
from .evaluation import LeaveOneOutEvaluator
from .models import build_model

logger = logging.getLogger(__name__)


def prepare(cfg: dict, target: str = "valid"):
    d = cfg["data"]
    if d.get("interactions"):
        log = load_interactions(d["interactions"], d.get("min_interactions", 5))
    else:
        log = synthetic_interactions(d.get("synthetic_users", 500), d.get("synthetic_items", 1000),
                                     seed=cfg.get("seed", 0), min_interactions=d.get("min_interactions", 5))
    split = leave_one_out(log)
    logger.info("%d interactions, %d users, %d items", len(log), log.num_users, log.num_items - 1)
    e = cfg["eval"]
    evaluator = LeaveOneOutEvaluator(split, target=target, num_negatives=e["num_negatives"],
                                     top_k=e["top_k"], seed=e.get("negative_seed", 7))
    model = build_model(cfg["model"], split.num_users, split.num_items)
    return split, evaluator, model
