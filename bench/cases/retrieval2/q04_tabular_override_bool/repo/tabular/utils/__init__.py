from .attrdict import AttrDict
from .config import load_config, parse_overrides

__all__ = ["AttrDict", "load_config", "parse_overrides"]
