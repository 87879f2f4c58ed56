class TimeLimit:
    """End episodes after `max_steps`; sets info['truncated'] so bootstrapping can continue."""

    def __init__(self, env, max_steps):
        self.env = env
        self.max_steps = max_steps
        self.t = 0

    def __getattr__(self, name):
        return getattr(self.env, name)

    def reset(self):
        self.t = 0
        return self.env.reset()

    def step(self, action):
        obs, reward, done, info = self.env.step(action)
        self.t += 1
        if self.t >= self.max_steps and not done:
            info = dict(info, truncated=True)
            done = True
        return obs, reward, done, info


class FrameStack:
    """Stack the last k observations along the channel axis (for partially observable variants)."""

    def __init__(self, env, k=4):
        import collections

        self.env = env
        self.k = k
        self.frames = collections.deque(maxlen=k)
        c, *rest = env.obs_shape
        self.obs_shape = (c * k, *rest)

    def __getattr__(self, name):
        return getattr(self.env, name)

    def _stacked(self):
        import torch

        return torch.cat(list(self.frames), dim=0)

    def reset(self):
        obs = self.env.reset()
        for _ in range(self.k):
            self.frames.append(obs)
        return self._stacked()

    def step(self, action):
        obs, reward, done, info = self.env.step(action)
        self.frames.append(obs)
        return self._stacked(), reward, done, info


class ClipReward:
    def __init__(self, env, low=-1.0, high=1.0):
        self.env, self.low, self.high = env, low, high

    def __getattr__(self, name):
        return getattr(self.env, name)

    def step(self, action):
        obs, reward, done, info = self.env.step(action)
        return obs, min(max(reward, self.low), self.high), done, info
