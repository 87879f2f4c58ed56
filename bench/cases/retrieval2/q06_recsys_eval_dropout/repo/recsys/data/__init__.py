from .interactions import InteractionLog, load_interactions, synthetic_interactions
from .split import LeaveOneOutSplit, leave_one_out
from .sampling import NegativeSampler

__all__ = [
    "InteractionLog", "load_interactions", "synthetic_interactions", "LeaveOneOutSplit", "leave_one_out",
    "NegativeSampler",
]
