from seqrec.engine.pipeline import build_data
from seqrec.engine.trainer import Trainer

__all__ = ["Trainer", "build_data"]
