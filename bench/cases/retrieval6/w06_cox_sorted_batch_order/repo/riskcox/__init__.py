"""riskcox: DeepSurv-style Cox proportional-hazards models for tabular data."""
__version__ = "0.7.3"
