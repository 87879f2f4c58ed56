from .scenes import ShapeScenes
from .transforms import build_joint_transforms

__all__ = ["ShapeScenes", "build_joint_transforms"]
