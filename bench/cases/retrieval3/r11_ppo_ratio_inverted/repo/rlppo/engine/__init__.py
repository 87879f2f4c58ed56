from rlppo.engine.evaluate import evaluate_policy
from rlppo.engine.ppo_trainer import PPOTrainer

__all__ = ["evaluate_policy", "PPOTrainer"]
