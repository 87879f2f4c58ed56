from gnnlab.utils.checkpoint import load_checkpoint, save_checkpoint
from gnnlab.utils.seed import set_seed

__all__ = ["set_seed", "save_checkpoint", "load_checkpoint"]
