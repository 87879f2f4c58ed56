from .env import CartPole
from .policy import ActorCritic
from .reinforce import train
from .utils import load_config, seed_everything

__all__ = ["CartPole", "ActorCritic", "train", "load_config", "seed_everything"]
