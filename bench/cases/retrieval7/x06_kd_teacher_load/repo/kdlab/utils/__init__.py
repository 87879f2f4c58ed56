from .meters import AverageMeter
from .seed import seed_everything
from .serialization import load_weights, save_weights

__all__ = ["AverageMeter", "seed_everything", "load_weights", "save_weights"]
