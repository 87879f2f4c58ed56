from .backbone import FeatureExtractor, build_extractor
from .padim import PaDiM
from .patchcore import PatchCore

__all__ = ["FeatureExtractor", "build_extractor", "PatchCore", "PaDiM"]
