"""posekit: top-down 2D pose estimation."""
__version__ = "0.3.1"
