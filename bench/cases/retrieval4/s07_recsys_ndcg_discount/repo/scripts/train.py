import argparse
import os
import sys

import torch
from torch.utils.data import DataLoader

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from tworec.config import load_config  # noqa: E402
from tworec.data import (BPRTripletDataset, PointwiseDataset, UniformNegativeSampler, leave_last_out,  # noqa: E402
                         load_interactions, synthetic_interactions)
from tworec.engine import RecTrainer, build_evaluator  # noqa: E402
from tworec.models import build_model  # noqa: E402
from tworec.transforms import binarize, k_core_filter  # noqa: E402
from tworec.utils import save_checkpoint, set_seed  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    args = ap.parse_args()
    cfg = load_config(args.config)
    set_seed(cfg["seed"])
    d = cfg["data"]
    inter = load_interactions(d["csv"]) if d.get("csv") else synthetic_interactions(seed=cfg["seed"])
    if d.get("binarize_threshold"):
        inter = binarize(inter, d["binarize_threshold"])
    if d.get("k_core"):
        inter = k_core_filter(inter, d["k_core"])
    train_pos, test_pos = leave_last_out(inter, d.get("n_test", 1))
    sampler = UniformNegativeSampler(inter.n_items, train_pos, cfg["seed"])
    tc = cfg["train"]
    ds = PointwiseDataset(train_pos, sampler) if tc.get("loss") == "bce" else BPRTripletDataset(train_pos, sampler)
    loader = DataLoader(ds, tc["batch_size"], shuffle=True, num_workers=tc.get("workers", 0))
    model = build_model(cfg["model"], inter.n_users, inter.n_items)
    opt = torch.optim.Adam(model.parameters(), lr=tc["lr"])
    trainer = RecTrainer(model, opt, cfg)
    trainer.fit(loader, build_evaluator(cfg, train_pos, test_pos, inter.n_items), tc["epochs"])
    save_checkpoint(os.path.join(tc["out_dir"], "model.pt"), model, cfg, inter.n_users, inter.n_items,
                    {"train_pos": train_pos})


if __name__ == "__main__":
    main()
