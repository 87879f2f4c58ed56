from .spans import topk_spans, postprocess_predictions

__all__ = ["topk_spans", "postprocess_predictions"]
