from .config import load_config, apply_overrides
from .seed import set_seed

__all__ = ["load_config", "apply_overrides", "set_seed"]
