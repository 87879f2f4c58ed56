from .pixel import CharbonnierLoss, EdgeLoss, build_loss

__all__ = ["CharbonnierLoss", "EdgeLoss", "build_loss"]
