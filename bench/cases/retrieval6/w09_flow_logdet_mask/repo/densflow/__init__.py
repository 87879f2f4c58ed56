"""densflow: normalizing flows (RealNVP / NICE style) for tabular density estimation."""
__version__ = "0.4.0"
