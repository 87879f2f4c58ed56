"""molprop: message passing networks for molecular property regression."""
from molprop.config import load_config

__all__ = ["load_config"]
__version__ = "0.5.0"
