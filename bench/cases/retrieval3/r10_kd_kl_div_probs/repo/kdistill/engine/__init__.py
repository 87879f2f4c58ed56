from kdistill.engine.distiller import Distiller
from kdistill.engine.evaluator import evaluate

__all__ = ["Distiller", "evaluate"]
