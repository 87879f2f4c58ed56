from dualenc.utils.checkpoint import load_checkpoint, save_checkpoint
from dualenc.utils.logging import get_logger
from dualenc.utils.seed import seed_everything, worker_init_fn

__all__ = ["load_checkpoint", "save_checkpoint", "get_logger", "seed_everything", "worker_init_fn"]
