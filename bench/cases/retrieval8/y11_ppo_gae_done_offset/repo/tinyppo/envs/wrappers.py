"""Environment wrappers."""

import numpy as np

from tinyppo.utils.running_stats import RunningMeanStd


class NormalizeObservation:
    """Standardise observations with running statistics."""

    def __init__(self, env, clip=10.0, eps=1e-8):
        self.env = env
        self.obs_dim = env.obs_dim
        self.act_dim = env.act_dim
        self.rms = RunningMeanStd(shape=(env.obs_dim,))
        self.clip = clip
        self.eps = eps
        self.training = True

    def _normalize(self, obs):
        if self.training:
            self.rms.update(obs[None])
        out = (obs - self.rms.mean) / np.sqrt(self.rms.var + self.eps)
        return np.clip(out, -self.clip, self.clip).astype(np.float32)

    def reset(self):
        return self._normalize(self.env.reset())

    def step(self, action):
        obs, reward, terminated, truncated, info = self.env.step(action)
        return self._normalize(obs), reward, terminated, truncated, info
