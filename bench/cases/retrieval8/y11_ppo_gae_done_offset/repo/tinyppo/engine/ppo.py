"""PPO training loop."""

import torch

from tinyppo.core.buffer import RolloutBuffer
from tinyppo.core.losses import clipped_policy_loss, explained_variance, value_loss
from tinyppo.engine.collector import RolloutCollector
from tinyppo.envs import make_env
from tinyppo.models import ActorCritic
from tinyppo.utils import ConsoleLogger, set_seed

LOG_KEYS = ["ep_return", "episodes", "policy_loss", "value_loss", "entropy",
            "approx_kl", "clipfrac", "explained_var"]


class PPOTrainer:
    def __init__(self, cfg, verbose=True):
        self.cfg = cfg
        set_seed(cfg.seed)
        self.env = make_env(cfg.env, seed=cfg.seed)
        hp = cfg.ppo
        self.policy = ActorCritic(self.env.obs_dim, self.env.act_dim,
                                  cfg.model.hidden_sizes, cfg.model.init_log_std)
        self.optimizer = torch.optim.Adam(self.policy.parameters(), lr=hp.lr, eps=1e-5)
        self.buffer = RolloutBuffer(hp.rollout_steps, self.env.obs_dim, self.env.act_dim,
                                    gamma=hp.gamma, gae_lambda=hp.gae_lambda)
        self.collector = RolloutCollector(self.env, self.policy, self.buffer, hp.gamma)
        self.generator = torch.Generator().manual_seed(cfg.seed)
        self.logger = ConsoleLogger(LOG_KEYS) if verbose else None
        self.steps = 0

    def update(self):
        hp = self.cfg.ppo
        stats = {"policy_loss": 0.0, "value_loss": 0.0, "entropy": 0.0, "approx_kl": 0.0, "clipfrac": 0.0}
        n = 0
        for _ in range(hp.epochs):
            for mb in self.buffer.minibatches(hp.minibatch_size, hp.normalize_advantages, self.generator):
                log_probs, entropy, values = self.policy.evaluate_actions(mb["obs"], mb["actions"])
                pl, info = clipped_policy_loss(log_probs, mb["old_log_probs"], mb["advantages"], hp.clip_range)
                vl = value_loss(values, mb["old_values"], mb["returns"], hp.value_clip_range)
                ent = entropy.mean()
                loss = pl + hp.value_coef * vl - hp.entropy_coef * ent
                self.optimizer.zero_grad()
                loss.backward()
                torch.nn.utils.clip_grad_norm_(self.policy.parameters(), hp.max_grad_norm)
                self.optimizer.step()
                stats["policy_loss"] += pl.item()
                stats["value_loss"] += vl.item()
                stats["entropy"] += ent.item()
                stats["approx_kl"] += info["approx_kl"]
                stats["clipfrac"] += info["clipfrac"]
                n += 1
        out = {k: v / max(n, 1) for k, v in stats.items()}
        with torch.no_grad():
            pred = self.policy.value(self.buffer.obs[:self.buffer.ptr])
        out["explained_var"] = explained_variance(pred, self.buffer.returns[:self.buffer.ptr])
        return out

    def train(self):
        hp = self.cfg.ppo
        history = []
        while self.steps < hp.total_steps:
            roll = self.collector.collect()
            self.steps += self.buffer.ptr
            metrics = {**roll, **self.update()}
            history.append(metrics)
            if self.logger is not None:
                self.logger.log(self.steps, metrics)
        return history
