from .classification import accuracy, per_class_accuracy

__all__ = ["accuracy", "per_class_accuracy"]
