from .coreset import GreedyCoresetSampler, RandomSubsampler, build_sampler
from .projection import RandomProjection

__all__ = ["GreedyCoresetSampler", "RandomSubsampler", "RandomProjection", "build_sampler"]
