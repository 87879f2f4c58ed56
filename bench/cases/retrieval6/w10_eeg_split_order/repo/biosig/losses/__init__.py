from .classification import build_criterion, class_weights_from_labels

__all__ = ["build_criterion", "class_weights_from_labels"]
