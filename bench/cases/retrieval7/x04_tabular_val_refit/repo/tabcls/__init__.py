"""tabcls: tabular classification with categorical embeddings."""

__version__ = "0.3.1"
