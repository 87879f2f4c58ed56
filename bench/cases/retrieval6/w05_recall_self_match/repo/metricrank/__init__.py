"""metricrank: deep metric learning (triplet / contrastive + miners) and retrieval evaluation."""
__version__ = "0.4.0"
