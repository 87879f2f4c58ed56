from posekit.engine.predictor import PoseEstimator
from posekit.engine.trainer import train

__all__ = ["PoseEstimator", "train"]
