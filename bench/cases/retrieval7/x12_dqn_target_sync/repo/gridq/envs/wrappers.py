"""Lightweight env wrappers."""


class Wrapper:
    def __init__(self, env):
        self.env = env

    def __getattr__(self, name):
        return getattr(self.env, name)

    def reset(self):
        return self.env.reset()

    def step(self, action):
        return self.env.step(action)


class TimeLimit(Wrapper):
    """End the episode after ``max_steps``; marks ``info['truncated']``."""

    def __init__(self, env, max_steps=30):
        super().__init__(env)
        self.max_steps = int(max_steps)
        self._t = 0

    def reset(self):
        self._t = 0
        return self.env.reset()

    def step(self, action):
        obs, reward, done, info = self.env.step(action)
        self._t += 1
        if self._t >= self.max_steps and not done:
            info["truncated"] = True
            done = True
        return obs, reward, done, info


class RewardScale(Wrapper):
    def __init__(self, env, scale):
        super().__init__(env)
        self.scale = float(scale)

    def step(self, action):
        obs, reward, done, info = self.env.step(action)
        return obs, reward * self.scale, done, info
