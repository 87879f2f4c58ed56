from .inference import flip_tta, sliding_window_predict
from .trainer import SegTrainer

__all__ = ["SegTrainer", "flip_tta", "sliding_window_predict"]
