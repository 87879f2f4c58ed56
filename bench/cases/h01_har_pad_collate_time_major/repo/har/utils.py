import json
import os
import random

import torch


def set_seed(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def save_run(path, model, args, history):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({"model": model.state_dict(), "args": vars(args)}, path)
    with open(os.path.splitext(path)[0] + ".json", "w") as f:
        json.dump(history, f, indent=2)
