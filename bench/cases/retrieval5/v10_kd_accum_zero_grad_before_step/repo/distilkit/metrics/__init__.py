from .classification import accuracy, agreement

__all__ = ["accuracy", "agreement"]
