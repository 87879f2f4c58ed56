from .builder import build_dataloader
from .collate import collate_scenes
from .dataset import TrajectoryDataset
from .synthetic import simulate_scenes

__all__ = ["build_dataloader", "collate_scenes", "TrajectoryDataset", "simulate_scenes"]
