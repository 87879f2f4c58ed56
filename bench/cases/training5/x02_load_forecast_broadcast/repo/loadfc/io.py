import json
import os

import torch


def save_run(out_dir, model, history, cfg):
    os.makedirs(out_dir, exist_ok=True)
    torch.save(model.state_dict(), os.path.join(out_dir, "model.pt"))
    with open(os.path.join(out_dir, "history.json"), "w") as f:
        json.dump({"config": cfg, "history": history}, f, indent=1)
