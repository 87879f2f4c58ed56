from .dqn import DQNAgent
from .schedules import LinearSchedule

__all__ = ["DQNAgent", "LinearSchedule"]
