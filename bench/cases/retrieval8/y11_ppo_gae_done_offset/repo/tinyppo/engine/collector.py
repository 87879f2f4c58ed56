"""Environment interaction: fills a RolloutBuffer with on-policy data."""

import numpy as np
import torch


class RolloutCollector:
    def __init__(self, env, policy, buffer, gamma):
        self.env = env
        self.policy = policy
        self.buffer = buffer
        self.gamma = gamma
        self.obs = env.reset()
        self.episode_return = 0.0
        self.completed_returns = []

    def collect(self):
        self.buffer.reset()
        self.completed_returns = []
        while not self.buffer.full:
            obs_t = torch.as_tensor(self.obs, dtype=torch.float32)
            action, log_prob, value = self.policy.act(obs_t)
            next_obs, reward, terminated, truncated, _ = self.env.step(action.numpy())
            self.episode_return += reward

            if truncated and not terminated:
                # time-limit cut: bootstrap from the value of the state we were cut in
                with torch.no_grad():
                    tail = self.policy.value(torch.as_tensor(next_obs, dtype=torch.float32))
                reward = reward + self.gamma * float(tail)

            done = terminated or truncated
            self.buffer.add(self.obs, action.numpy(), reward, done, value.item(), log_prob.item())

            if done:
                self.completed_returns.append(self.episode_return)
                self.episode_return = 0.0
                next_obs = self.env.reset()
            self.obs = next_obs

        with torch.no_grad():
            last_value = self.policy.value(torch.as_tensor(self.obs, dtype=torch.float32))
        self.buffer.finish(last_value.item())
        mean_ret = float(np.mean(self.completed_returns)) if self.completed_returns else float("nan")
        return {"ep_return": mean_ret, "episodes": float(len(self.completed_returns))}
