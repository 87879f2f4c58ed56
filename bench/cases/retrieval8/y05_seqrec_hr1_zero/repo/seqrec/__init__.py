"""seqrec: sequential recommendation with GRUs."""
from seqrec.config import load_config
from seqrec.models import build_model

__version__ = "0.2.0"
__all__ = ["load_config", "build_model"]
