"""tinylm: small GPT-style language models."""

__version__ = "0.6.1"
