from posekit.data.dataset import KeypointDataset
from posekit.data.targets import render_gaussian_heatmaps

__all__ = ["KeypointDataset", "render_gaussian_heatmaps"]
