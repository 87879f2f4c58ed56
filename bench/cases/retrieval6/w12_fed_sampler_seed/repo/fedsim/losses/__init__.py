from .prox import proximal_term

__all__ = ["proximal_term"]
