from .model import TinyMAE
from .patches import patchify, unpatchify

__all__ = ["TinyMAE", "patchify", "unpatchify"]
