"""contrastlab: SimCLR-style contrastive learning on synthetic images."""
from .config import load_config
from .factory import build_model, build_loss, build_optimizer, build_scheduler, build_augment
from .engine import pretrain, linear_probe

__all__ = ["load_config", "build_model", "build_loss", "build_optimizer",
           "build_scheduler", "build_augment", "pretrain", "linear_probe"]
__version__ = "0.4.0"
