from rlppo.data.minibatch import iterate_minibatches
from rlppo.data.rollout import RolloutBuffer

__all__ = ["RolloutBuffer", "iterate_minibatches"]
