from depthkit.data.rgbd import RGBDDataset

__all__ = ["RGBDDataset"]
