"""tinyppo: a compact PPO implementation for continuous control."""

from tinyppo.config import PPOConfig, load_config
from tinyppo.core.buffer import RolloutBuffer
from tinyppo.engine.ppo import PPOTrainer

__all__ = ["PPOConfig", "load_config", "RolloutBuffer", "PPOTrainer"]
__version__ = "0.2.0"
