from .extractor import EmbeddingExtractor
from .scoring import CosineScorer, evaluate_trials
from .trainer import SpeakerTrainer

__all__ = ["EmbeddingExtractor", "CosineScorer", "evaluate_trials", "SpeakerTrainer"]
