from dualret.models.dual import DualEncoder, build_model

__all__ = ["DualEncoder", "build_model"]
