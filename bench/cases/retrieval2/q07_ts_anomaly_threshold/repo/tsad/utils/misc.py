import json
import logging
import os
import random

import torch


def seed_everything(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def setup_logging(level=logging.INFO):
    logging.basicConfig(level=level, format="%(asctime)s %(levelname).1s %(name)s | %(message)s", datefmt="%H:%M:%S")


def save_run(out_dir, model, scaler, threshold, cfg, history, report):
    os.makedirs(out_dir, exist_ok=True)
    torch.save({"model": model.state_dict(), "scaler": scaler.state_dict(), "threshold": threshold, "config": cfg},
               os.path.join(out_dir, "model.pt"))
    with open(os.path.join(out_dir, "history.json"), "w") as fh:
        json.dump(history, fh, indent=1)
    with open(os.path.join(out_dir, "report.json"), "w") as fh:
        json.dump(report, fh, indent=1)
