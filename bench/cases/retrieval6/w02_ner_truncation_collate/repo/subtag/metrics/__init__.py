from .span_f1 import SpanF1
from .token_acc import TokenAccuracy

__all__ = ["SpanF1", "TokenAccuracy"]
