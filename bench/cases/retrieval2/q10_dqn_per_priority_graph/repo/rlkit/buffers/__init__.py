from .nstep import NStepAccumulator
from .prioritized import PrioritizedReplayBuffer
from .uniform import ReplayBuffer


def build_buffer(buf_cfg, obs_shape):
    if buf_cfg.get("prioritized", False):
        return PrioritizedReplayBuffer(buf_cfg["capacity"], obs_shape, alpha=buf_cfg.get("alpha", 0.6))
    return ReplayBuffer(buf_cfg["capacity"], obs_shape)


__all__ = ["ReplayBuffer", "PrioritizedReplayBuffer", "NStepAccumulator", "build_buffer"]
