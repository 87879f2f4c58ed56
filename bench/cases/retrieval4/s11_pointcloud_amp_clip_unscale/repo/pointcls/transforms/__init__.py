from .pc_transforms import (Compose, NormalizeUnitSphere, RandomJitter, RandomPointDropout, RandomRotateZ,
                            RandomScale, build_transforms)

__all__ = ["Compose", "NormalizeUnitSphere", "RandomJitter", "RandomPointDropout", "RandomRotateZ",
           "RandomScale", "build_transforms"]
