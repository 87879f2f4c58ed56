import json
import os


class MetricLogger:
    def __init__(self, out_dir=None):
        self.out_dir = out_dir
        self.history = []
        if out_dir:
            os.makedirs(out_dir, exist_ok=True)

    def log(self, epoch, **metrics):
        self.history.append({"epoch": epoch, **metrics})
        parts = [f"epoch {epoch:3d}"]
        for k, v in metrics.items():
            parts.append(f"{k} {v:.2e}" if k == "lr" else f"{k} {v:.4f}")
        print(" | ".join(parts), flush=True)

    def dump(self):
        if self.out_dir:
            with open(os.path.join(self.out_dir, "history.json"), "w") as fh:
                json.dump(self.history, fh, indent=1)
