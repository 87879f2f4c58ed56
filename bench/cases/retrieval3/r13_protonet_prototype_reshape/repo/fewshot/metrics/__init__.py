from fewshot.metrics.confidence import mean_confidence_interval

__all__ = ["mean_confidence_interval"]
