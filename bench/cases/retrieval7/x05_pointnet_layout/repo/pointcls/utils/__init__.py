from .seed import seed_everything
from .tensor_ops import batched_gather, channels_first, channels_last

__all__ = ["seed_everything", "batched_gather", "channels_first", "channels_last"]
