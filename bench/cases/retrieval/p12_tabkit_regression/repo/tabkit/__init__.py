"""tabkit: deep-learning baselines for tabular regression (MLP, ResNet, FT-Transformer)."""
__version__ = "1.0.4"
