from .builder import build_model
from .realnvp import NormalizingFlowModel, build_realnvp

__all__ = ["build_model", "NormalizingFlowModel", "build_realnvp"]
