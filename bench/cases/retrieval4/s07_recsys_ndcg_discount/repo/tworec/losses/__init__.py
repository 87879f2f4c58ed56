from .ranking import bpr_loss, in_batch_softmax_loss, pointwise_bce

__all__ = ["bpr_loss", "in_batch_softmax_loss", "pointwise_bce"]
