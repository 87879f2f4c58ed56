"""Multi-label music auto-tagging on clip embeddings."""
__version__ = "0.7.3"
