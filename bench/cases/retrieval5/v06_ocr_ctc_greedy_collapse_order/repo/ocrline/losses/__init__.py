from .ctc import CTCLossWrapper

__all__ = ["CTCLossWrapper"]
