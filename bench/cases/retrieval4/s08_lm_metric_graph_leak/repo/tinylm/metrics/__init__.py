from .perplexity import PerplexityMeter, ScalarMeter, TokenAccuracy

__all__ = ["PerplexityMeter", "ScalarMeter", "TokenAccuracy"]
