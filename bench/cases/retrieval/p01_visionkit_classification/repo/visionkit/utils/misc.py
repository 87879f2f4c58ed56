"""Logging and seeding helpers."""
import json
import os
import random
import sys
import time

import torch


def seed_everything(seed):
    random.seed(seed)
    torch.manual_seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)



class Logger:
    def __init__(self, out_dir=None, stream=sys.stdout):
        self.stream = stream
        self.path = None
        if out_dir:
            os.makedirs(out_dir, exist_ok=True)
            self.path = os.path.join(out_dir, "log.jsonl")
        self.t0 = time.time()

    def info(self, msg):
        print(msg, file=self.stream, flush=True)

    def log_metrics(self, step, **metrics):
        if self.path:
            with open(self.path, "a") as f:
                f.write(json.dumps({"step": step, "time": time.time() - self.t0, **metrics}) + "\n")
