from .span import span_loss

__all__ = ["span_loss"]
