"""topicbow: bag-of-words topic classifier (EmbeddingBag + MLP) for short news snippets."""
__version__ = "0.4.0"
