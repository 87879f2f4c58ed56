from tsformer.config import load_config
from tsformer.models import build_model

__all__ = ["load_config", "build_model"]
__version__ = "0.4.0"
