"""Synchronous advantage actor-critic (A2C) update."""
import torch
import torch.nn.functional as F


class A2C:
    def __init__(self, policy, cfg):
        self.policy = policy
        self.cfg = cfg
        self.optimizer = torch.optim.Adam(policy.parameters(), lr=cfg.lr, eps=1e-5)

    def update(self, batch):
        cfg = self.cfg
        advantages = (batch.advantages - batch.advantages.mean()) / (batch.advantages.std() + 1e-8)
        log_probs, values, entropy = self.policy.evaluate_actions(batch.obs, batch.actions)

        policy_loss = -(batch.log_probs * advantages).mean()
        value_loss = F.mse_loss(values, batch.returns)
        entropy_loss = -entropy.mean()
        loss = policy_loss + cfg.vf_coef * value_loss + cfg.ent_coef * entropy_loss

        self.optimizer.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.policy.parameters(), cfg.max_grad_norm)
        self.optimizer.step()
        return {"pi_loss": policy_loss.item(), "v_loss": value_loss.item(), "entropy": -entropy_loss.item()}
