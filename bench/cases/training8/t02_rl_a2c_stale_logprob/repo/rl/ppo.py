"""Clipped-surrogate PPO update (several epochs over the same rollout)."""
import torch
import torch.nn.functional as F


class PPO:
    def __init__(self, policy, cfg):
        self.policy = policy
        self.cfg = cfg
        self.optimizer = torch.optim.Adam(policy.parameters(), lr=cfg.lr, eps=1e-5)

    def update(self, batch):
        cfg = self.cfg
        advantages = (batch.advantages - batch.advantages.mean()) / (batch.advantages.std() + 1e-8)
        stats = {}
        for _ in range(cfg.ppo_epochs):
            new_log_probs, values, entropy = self.policy.evaluate_actions(batch.obs, batch.actions)
            ratio = torch.exp(new_log_probs - batch.log_probs)
            surr1 = ratio * advantages
            surr2 = torch.clamp(ratio, 1 - cfg.ppo_clip, 1 + cfg.ppo_clip) * advantages
            policy_loss = -torch.min(surr1, surr2).mean()
            value_loss = F.mse_loss(values, batch.returns)
            loss = policy_loss + cfg.vf_coef * value_loss - cfg.ent_coef * entropy.mean()
            self.optimizer.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(self.policy.parameters(), cfg.max_grad_norm)
            self.optimizer.step()
            stats = {"pi_loss": policy_loss.item(), "v_loss": value_loss.item(), "entropy": entropy.mean().item()}
        return stats
