"""kdlab: knowledge distillation toolkit."""

__version__ = "0.4.0"
