from posekit.metrics.keypoints import mean_pixel_error, pck

__all__ = ["mean_pixel_error", "pck"]
