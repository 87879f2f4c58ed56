from .margin import AAMSoftmax, AMSoftmax, build_loss

__all__ = ["AAMSoftmax", "AMSoftmax", "build_loss"]
