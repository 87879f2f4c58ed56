from .pointnet import PointNetCls, PointNetEncoder, build_model
from .tnet import TNet

__all__ = ["PointNetCls", "PointNetEncoder", "build_model", "TNet"]
