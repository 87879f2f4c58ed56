from .node_metrics import masked_accuracy, masked_macro_f1

__all__ = ["masked_accuracy", "masked_macro_f1"]
