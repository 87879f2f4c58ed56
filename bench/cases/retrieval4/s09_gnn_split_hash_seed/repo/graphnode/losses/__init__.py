from .node_losses import masked_cross_entropy

__all__ = ["masked_cross_entropy"]
