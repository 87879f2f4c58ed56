from .noise import AddGaussianNoise, AddPoissonGaussianNoise, build_degradation
from .paired import Compose, RandomCrop, RandomFlipRot

__all__ = ["AddGaussianNoise", "AddPoissonGaussianNoise", "build_degradation", "Compose", "RandomCrop", "RandomFlipRot"]
