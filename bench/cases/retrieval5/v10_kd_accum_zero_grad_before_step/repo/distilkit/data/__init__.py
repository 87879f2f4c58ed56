from .dataset import TensorImageDataset, build_dataset
from .synthetic import make_synthetic_images

__all__ = ["TensorImageDataset", "build_dataset", "make_synthetic_images"]
