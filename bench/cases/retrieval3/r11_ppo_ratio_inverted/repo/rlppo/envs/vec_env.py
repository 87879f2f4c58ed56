import torch


class SyncVectorEnv:
    """Steps a list of envs in lockstep; finished envs are reset immediately (the returned obs is the
    first obs of the new episode)."""

    def __init__(self, env_fns):
        self.envs = [fn() for fn in env_fns]
        self.num_envs = len(self.envs)
        self.obs_dim, self.num_actions = self.envs[0].obs_dim, self.envs[0].num_actions
        self.ep_returns = [0.0] * self.num_envs
        self.ep_lengths = [0] * self.num_envs

    def reset(self):
        return torch.tensor([e.reset() for e in self.envs], dtype=torch.float32)

    def step(self, actions):
        obs, rews, dones, infos = [], [], [], []
        for i, (env, a) in enumerate(zip(self.envs, actions.tolist())):
            o, r, term, trunc = env.step(a)
            self.ep_returns[i] += r
            self.ep_lengths[i] += 1
            info = {}
            if term or trunc:
                info = {"episode_return": self.ep_returns[i], "episode_length": self.ep_lengths[i]}
                self.ep_returns[i], self.ep_lengths[i] = 0.0, 0
                o = env.reset()
            obs.append(o)
            rews.append(r)
            dones.append(float(term or trunc))
            infos.append(info)
        return (torch.tensor(obs, dtype=torch.float32), torch.tensor(rews), torch.tensor(dones), infos)
