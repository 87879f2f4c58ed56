from .reader import LineReader
from .trainer import OCRTrainer

__all__ = ["LineReader", "OCRTrainer"]
