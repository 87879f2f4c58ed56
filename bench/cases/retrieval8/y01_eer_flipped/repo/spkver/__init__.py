"""spkver: small ECAPA-style speaker verification."""
from .config import load_config
from .models import build_model
from .data import build_datasets
from .engine.trainer import fit
from .engine.evaluator import evaluate_verification, extract_embeddings

__all__ = [
    "load_config",
    "build_model",
    "build_datasets",
    "fit",
    "evaluate_verification",
    "extract_embeddings",
]
__version__ = "0.3.1"
