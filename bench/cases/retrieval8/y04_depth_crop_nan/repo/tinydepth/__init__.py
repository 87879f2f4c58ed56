"""tinydepth: a tiny monocular depth estimation toolkit."""

from tinydepth.config import load_config
from tinydepth.models import build_model
from tinydepth.losses import build_loss

__all__ = ["load_config", "build_model", "build_loss"]
__version__ = "0.3.1"
