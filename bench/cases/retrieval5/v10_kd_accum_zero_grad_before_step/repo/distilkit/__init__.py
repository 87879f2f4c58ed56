"""distilkit: knowledge distillation for classifiers."""
__version__ = "0.2.3"
