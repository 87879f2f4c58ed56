"""Tweet sentiment classification with simple word-embedding models (SWEM)."""
