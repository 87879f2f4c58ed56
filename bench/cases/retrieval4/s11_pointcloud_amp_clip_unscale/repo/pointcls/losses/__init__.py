from .cls_losses import PointCloudLoss, feature_transform_regularizer

__all__ = ["PointCloudLoss", "feature_transform_regularizer"]
