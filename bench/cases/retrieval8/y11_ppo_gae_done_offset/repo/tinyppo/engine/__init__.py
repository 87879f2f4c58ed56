from tinyppo.engine.collector import RolloutCollector
from tinyppo.engine.ppo import PPOTrainer

__all__ = ["RolloutCollector", "PPOTrainer"]
