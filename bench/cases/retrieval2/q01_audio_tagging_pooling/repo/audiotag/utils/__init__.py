import os
import random

import torch

from .checkpoint import load_checkpoint, save_checkpoint
from .logging import get_logger


def seed_everything(seed: int, deterministic: bool = False) -> None:
    os.environ["PYTHONHASHSEED"] = str(seed)
    random.seed(seed)
    torch.manual_seed(seed)
    if deterministic:
        torch.backends.cudnn.benchmark = False
        torch.use_deterministic_algorithms(True, warn_only=True)


__all__ = ["get_logger", "seed_everything", "save_checkpoint", "load_checkpoint"]
