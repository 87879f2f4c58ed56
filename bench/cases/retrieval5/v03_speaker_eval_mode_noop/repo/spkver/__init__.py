"""spkver: speaker embeddings and verification scoring."""
__version__ = "0.2.0"
