from .frames import AgentFrame, to_agent_frame, to_world_frame
from .augment import random_rotate

__all__ = ["AgentFrame", "to_agent_frame", "to_world_frame", "random_rotate"]
