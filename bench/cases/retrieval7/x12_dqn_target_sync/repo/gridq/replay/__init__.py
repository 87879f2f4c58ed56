from .buffer import ReplayBuffer

__all__ = ["ReplayBuffer"]
