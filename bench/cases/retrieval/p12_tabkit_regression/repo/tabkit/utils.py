import json
import os
import random

import torch


def seed_everything(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def save_run(out_dir, cfg, history, test_report):
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "run.json"), "w") as f:
        json.dump({"config": cfg, "history": history, "test": test_report}, f, indent=1)


def load_run(out_dir):
    with open(os.path.join(out_dir, "run.json")) as f:
        return json.load(f)


def n_params(model):
    return sum(p.numel() for p in model.parameters() if p.requires_grad)
