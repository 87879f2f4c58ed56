from .nll import NLLLoss, nll

__all__ = ["NLLLoss", "nll"]
