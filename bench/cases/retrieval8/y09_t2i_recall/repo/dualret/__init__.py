"""dualret: dual-encoder image-text retrieval."""
from dualret.config import load_config

__all__ = ["load_config"]
__version__ = "0.2.0"
