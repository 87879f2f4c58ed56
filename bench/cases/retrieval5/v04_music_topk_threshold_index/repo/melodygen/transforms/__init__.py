from .augment import Compose, RandomTranspose, RandomTempo

__all__ = ["Compose", "RandomTranspose", "RandomTempo"]
