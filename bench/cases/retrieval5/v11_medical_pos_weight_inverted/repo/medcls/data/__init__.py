from .dataset import CXRDataset, SyntheticCXRDataset, build_dataset
from .stats import class_weights_inverse_frequency, compute_pos_weight, label_prevalence

__all__ = ["CXRDataset", "SyntheticCXRDataset", "build_dataset", "compute_pos_weight",
           "class_weights_inverse_frequency", "label_prevalence"]
