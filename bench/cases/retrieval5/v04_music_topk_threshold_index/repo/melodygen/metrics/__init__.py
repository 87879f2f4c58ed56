from .accuracy import topk_accuracy
from .music import pitch_class_entropy, ngram_repetition

__all__ = ["topk_accuracy", "pitch_class_entropy", "ngram_repetition"]
