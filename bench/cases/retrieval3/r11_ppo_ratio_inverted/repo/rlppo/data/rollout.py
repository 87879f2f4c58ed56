import torch


class RolloutBuffer:
    """Fixed-size on-policy storage of shape [T, N]. dones[t] is 1 if the episode ended with the
    transition taken at step t (the obs stored at t + 1 then belongs to a new episode)."""

    def __init__(self, steps, num_envs, obs_dim):
        self.steps, self.num_envs = steps, num_envs
        self.obs = torch.zeros(steps, num_envs, obs_dim)
        self.actions = torch.zeros(steps, num_envs, dtype=torch.long)
        self.logprobs = torch.zeros(steps, num_envs)
        self.rewards = torch.zeros(steps, num_envs)
        self.dones = torch.zeros(steps, num_envs)
        self.values = torch.zeros(steps, num_envs)
        self.advantages = torch.zeros(steps, num_envs)
        self.returns = torch.zeros(steps, num_envs)
        self.pos = 0

    def add(self, obs, action, logprob, reward, done, value):
        t = self.pos
        self.obs[t], self.actions[t], self.logprobs[t] = obs, action, logprob
        self.rewards[t], self.dones[t], self.values[t] = reward, done, value
        self.pos += 1

    def full(self):
        return self.pos == self.steps

    def reset(self):
        self.pos = 0

    @torch.no_grad()
    def compute_returns_and_advantages(self, last_value, gamma=0.99, lam=0.95):
        """GAE(lambda). last_value: V(obs after the final stored step), shape [N]."""
        last_gae = torch.zeros(self.num_envs)
        for t in reversed(range(self.steps)):
            next_value = last_value if t == self.steps - 1 else self.values[t + 1]
            next_nonterminal = 1.0 - self.dones[t]
            delta = self.rewards[t] + gamma * next_value * next_nonterminal - self.values[t]
            last_gae = delta + gamma * lam * next_nonterminal * last_gae
            self.advantages[t] = last_gae
        self.returns = self.advantages + self.values
        return self.advantages, self.returns

    def flatten(self):
        f = lambda x: x.reshape(self.steps * self.num_envs, *x.shape[2:])
        return {"obs": f(self.obs), "actions": f(self.actions), "logprobs": f(self.logprobs),
                "advantages": f(self.advantages), "returns": f(self.returns), "values": f(self.values)}
