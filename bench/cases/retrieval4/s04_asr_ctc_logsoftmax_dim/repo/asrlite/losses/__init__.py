from .ctc import CTCLoss, InterCTCLoss

__all__ = ["CTCLoss", "InterCTCLoss"]
