from .pck import pck, mean_joint_error, per_joint_pck

__all__ = ["pck", "mean_joint_error", "per_joint_pck"]
