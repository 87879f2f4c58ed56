from .schedules import warmup_cosine, warmup_linear, constant
from .seed import set_seed
from .checkpoint import save_checkpoint, load_checkpoint

__all__ = ["warmup_cosine", "warmup_linear", "constant", "set_seed",
           "save_checkpoint", "load_checkpoint"]
