"""Autoencoder anomaly detection for router telemetry."""
__version__ = "0.2.5"
