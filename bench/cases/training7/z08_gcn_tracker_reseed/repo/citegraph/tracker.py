import json
import os
import platform
import time

import torch


class RunTracker:
    """Writes run metadata and per-epoch metrics under run_dir/name."""

    def __init__(self, run_dir, name, config):
        self.path = os.path.join(run_dir, name) if run_dir else None
        self.meta = {
            "name": name,
            "config": config,
            "started": time.strftime("%Y-%m-%d %H:%M:%S"),
            "torch": torch.__version__,
            "python": platform.python_version(),
            "torch_seed": torch.seed(),
        }
        self.metrics = []
        if self.path:
            os.makedirs(self.path, exist_ok=True)
            with open(os.path.join(self.path, "meta.json"), "w") as f:
                json.dump(self.meta, f, indent=2)

    def log(self, **metrics):
        self.metrics.append(metrics)

    def close(self):
        if self.path:
            with open(os.path.join(self.path, "metrics.json"), "w") as f:
                json.dump(self.metrics, f)
