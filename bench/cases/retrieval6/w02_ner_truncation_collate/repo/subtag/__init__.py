"""subtag: token classification (NER) with word-piece tokenisation and subword label alignment."""
__version__ = "1.2.0"
