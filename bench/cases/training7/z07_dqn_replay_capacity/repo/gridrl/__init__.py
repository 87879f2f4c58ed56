from .env import GridWorld
from .buffer import ReplayBuffer, build_buffer
from .agent import DQNAgent
