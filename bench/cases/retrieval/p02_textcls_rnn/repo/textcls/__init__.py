"""textcls: sentence classification baselines (bag-of-words, CNN, BiLSTM)."""
__version__ = "1.2.0"
