from .collate import collate_point_clouds, collate_with_ids
from .dataset import SyntheticShapes
from .synthetic import SHAPES, sample_shape
from .transforms import (Compose, jitter, normalize_unit_sphere, random_rotate_z,
                         random_scale, build_train_transform)

__all__ = ["collate_point_clouds", "collate_with_ids", "SyntheticShapes", "SHAPES",
           "sample_shape", "Compose", "jitter", "normalize_unit_sphere", "random_rotate_z",
           "random_scale", "build_train_transform"]
