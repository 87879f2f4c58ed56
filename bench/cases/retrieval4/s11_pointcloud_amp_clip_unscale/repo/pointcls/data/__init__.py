from .modelnet import PointCloudFolder, SyntheticShapes, build_dataset
from .sampling import farthest_point_sample, random_sample

__all__ = ["PointCloudFolder", "SyntheticShapes", "build_dataset", "farthest_point_sample", "random_sample"]
