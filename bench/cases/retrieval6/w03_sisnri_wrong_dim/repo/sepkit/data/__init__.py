from .builder import build_dataloader
from .mixing import mix_sources
from .synthetic import SyntheticMixtures

__all__ = ["build_dataloader", "mix_sources", "SyntheticMixtures"]
