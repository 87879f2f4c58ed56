from fewshot.engine.episodic_trainer import EpisodicTrainer
from fewshot.engine.evaluator import evaluate_episodes

__all__ = ["EpisodicTrainer", "evaluate_episodes"]
