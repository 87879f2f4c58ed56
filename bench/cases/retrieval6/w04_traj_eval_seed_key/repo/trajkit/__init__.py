"""trajkit: multi-modal pedestrian / vehicle trajectory prediction (CVAE, best-of-K evaluation)."""
__version__ = "0.9.0"
