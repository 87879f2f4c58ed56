"""Toy vectorised environments implemented directly in torch.

CueEnv: at every step the agent sees a one-hot cue (plus a one-hot of the time step)
and gets reward 1 for choosing the action that matches the cue. A uniform random
policy earns episode_len / n_cues per episode, the optimal policy earns episode_len.
"""
import torch


class CueEnv:
    def __init__(self, n_envs=16, episode_len=8, n_cues=4, seed=0):
        self.n_envs = n_envs
        self.episode_len = episode_len
        self.n_cues = n_cues
        self.n_actions = n_cues
        self.obs_dim = n_cues + episode_len
        self.gen = torch.Generator().manual_seed(seed)
        self.t = torch.zeros(n_envs, dtype=torch.long)
        self.cue = torch.zeros(n_envs, dtype=torch.long)
        self.ep_return = torch.zeros(n_envs)

    def _obs(self):
        obs = torch.zeros(self.n_envs, self.obs_dim)
        obs[torch.arange(self.n_envs), self.cue] = 1.0
        obs[torch.arange(self.n_envs), self.n_cues + self.t] = 1.0
        return obs

    def _draw_cues(self, mask):
        new = torch.randint(0, self.n_cues, (self.n_envs,), generator=self.gen)
        self.cue = torch.where(mask, new, self.cue)

    def reset(self):
        self.t.zero_()
        self.ep_return.zero_()
        self._draw_cues(torch.ones(self.n_envs, dtype=torch.bool))
        return self._obs()

    def step(self, actions):
        reward = (actions == self.cue).float()
        self.ep_return += reward
        self.t += 1
        done = self.t >= self.episode_len
        finished = self.ep_return[done].tolist()
        # auto-reset finished environments
        self.t[done] = 0
        self.ep_return[done] = 0.0
        self._draw_cues(torch.ones(self.n_envs, dtype=torch.bool))
        return self._obs(), reward, done, {"episode_returns": finished}


def make_env(cfg, seed=None):
    if cfg.env == "cue":
        return CueEnv(cfg.n_envs, cfg.episode_len, cfg.n_cues, seed=cfg.seed if seed is None else seed)
    raise ValueError(f"unknown env {cfg.env!r}")
