import torch


class RunningMeanStd:
    def __init__(self, shape=(), eps=1e-4):
        self.mean, self.var, self.count = torch.zeros(shape), torch.ones(shape), eps

    def update(self, x):
        b_mean, b_var, b_count = x.mean(0), x.var(0, unbiased=False), x.shape[0]
        delta = b_mean - self.mean
        tot = self.count + b_count
        self.mean = self.mean + delta * b_count / tot
        m2 = self.var * self.count + b_var * b_count + delta ** 2 * self.count * b_count / tot
        self.var, self.count = m2 / tot, tot


class ObsNormalizer:
    def __init__(self, obs_dim, clip=10.0, enabled=True):
        self.rms, self.clip, self.enabled = RunningMeanStd((obs_dim,)), clip, enabled

    def __call__(self, obs, update=True):
        if not self.enabled:
            return obs
        if update:
            self.rms.update(obs)
        return ((obs - self.rms.mean) / torch.sqrt(self.rms.var + 1e-8)).clamp(-self.clip, self.clip)


class RewardScaler:
    """Scale rewards by the std of the discounted return (as in the PPO implementation details)."""

    def __init__(self, num_envs, gamma=0.99, enabled=True):
        self.rms, self.gamma, self.enabled = RunningMeanStd(()), gamma, enabled
        self.ret = torch.zeros(num_envs)

    def __call__(self, reward, done):
        if not self.enabled:
            return reward
        self.ret = self.ret * self.gamma + reward
        self.rms.update(self.ret)
        self.ret = self.ret * (1.0 - done)
        return reward / torch.sqrt(self.rms.var + 1e-8)
