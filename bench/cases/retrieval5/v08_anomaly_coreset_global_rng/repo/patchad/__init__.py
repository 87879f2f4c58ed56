"""patchad: patch-feature anomaly detection."""
__version__ = "0.3.0"
