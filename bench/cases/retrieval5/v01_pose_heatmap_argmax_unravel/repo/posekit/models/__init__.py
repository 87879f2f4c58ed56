from .backbone import SimpleBackbone
from .heads import HeatmapHead, IntegralHead
from .pose_net import TopDownPoseNet, build_model

__all__ = ["SimpleBackbone", "HeatmapHead", "IntegralHead", "TopDownPoseNet", "build_model"]
