from pathlib import Path

from ..utils.checkpoint import save_checkpoint


class EarlyStopping:
    def __init__(self, patience: int = 5, mode: str = "max"):
        self.patience = patience
        self.mode = mode
        self.best = None
        self.bad_epochs = 0

    def step(self, value: float) -> bool:
        improved = self.best is None or (value > self.best if self.mode == "max" else value < self.best)
        if improved:
            self.best, self.bad_epochs = value, 0
        else:
            self.bad_epochs += 1
        return self.bad_epochs >= self.patience


class CheckpointSaver:
    def __init__(self, out_dir: str):
        self.out_dir = Path(out_dir)
        self.best = float("-inf")

    def __call__(self, model, optimizer, epoch: int, score: float, cfg: dict):
        save_checkpoint(self.out_dir / "last.pt", model, optimizer, epoch, cfg)
        if score > self.best:
            self.best = score
            save_checkpoint(self.out_dir / "best.pt", model, optimizer, epoch, cfg)
            return True
        return False
