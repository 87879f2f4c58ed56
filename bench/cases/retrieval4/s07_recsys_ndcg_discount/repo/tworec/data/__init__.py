from .datasets import BPRTripletDataset, PointwiseDataset
from .interactions import Interactions, leave_last_out, load_interactions, synthetic_interactions
from .samplers import UniformNegativeSampler

__all__ = ["BPRTripletDataset", "PointwiseDataset", "Interactions", "leave_last_out", "load_interactions",
           "synthetic_interactions", "UniformNegativeSampler"]
