"""gridq: tiny DQN on a built-in grid world."""
from .config import load_config
from .envs import GridWorld, make_env
from .agents import DQNAgent
from .engine import train, evaluate

__all__ = ["load_config", "GridWorld", "make_env", "DQNAgent", "train", "evaluate"]
__version__ = "0.3.1"
