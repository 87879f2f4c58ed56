"""Console logger printing one line per PPO update."""


class ConsoleLogger:
    def __init__(self, keys=None):
        self.keys = keys

    def log(self, step, metrics):
        keys = self.keys or sorted(metrics)
        parts = [f"step {step:>7d}"]
        for key in keys:
            if key in metrics:
                parts.append(f"{key} {metrics[key]:.4f}")
        print(" | ".join(parts), flush=True)
