import os
import time

import torch

from rlppo.data import RolloutBuffer, iterate_minibatches
from rlppo.losses import clipped_policy_loss, entropy_bonus, value_loss
from rlppo.metrics import EpisodeTracker, explained_variance
from rlppo.transforms import ObsNormalizer, RewardScaler
from rlppo.utils import get_logger, save_checkpoint


class PPOTrainer:
    def __init__(self, model, envs, cfg):
        self.model, self.envs, self.cfg = model, envs, cfg
        p, t = cfg["ppo"], cfg["train"]
        self.opt = torch.optim.Adam(model.parameters(), lr=t["lr"], eps=1e-5)
        self.buffer = RolloutBuffer(p["rollout_steps"], envs.num_envs, envs.obs_dim)
        self.obs_norm = ObsNormalizer(envs.obs_dim, enabled=cfg["normalize"]["obs"])
        self.rew_scale = RewardScaler(envs.num_envs, p["gamma"], enabled=cfg["normalize"]["reward"])
        self.tracker = EpisodeTracker()
        self.log = get_logger("rlppo", os.path.join(cfg["output_dir"], "train.log"))

    @torch.no_grad()
    def collect(self, obs):
        self.buffer.reset()
        while not self.buffer.full():
            action, logprob, value = self.model.act(obs)
            next_obs, reward, done, infos = self.envs.step(action)
            self.tracker.update(infos)
            self.buffer.add(obs, action, logprob, self.rew_scale(reward, done), done, value)
            obs = self.obs_norm(next_obs)
        p = self.cfg["ppo"]
        self.buffer.compute_returns_and_advantages(self.model.value(obs), p["gamma"], p["gae_lambda"])
        return obs

    def update(self):
        p = self.cfg["ppo"]
        batch = self.buffer.flatten()
        stats = {}
        for _ in range(p["epochs"]):
            for mb in iterate_minibatches(batch, p["minibatches"]):
                adv = mb["advantages"]
                if p["norm_adv"]:
                    adv = (adv - adv.mean()) / (adv.std() + 1e-8)
                logprob, entropy, values = self.model.evaluate_actions(mb["obs"], mb["actions"])
                pg, kl, clipfrac = clipped_policy_loss(logprob, mb["logprobs"], adv, p["clip"])
                vl = value_loss(values, mb["values"], mb["returns"], p["clip"], p["clip_value"])
                ent = entropy_bonus(entropy)
                loss = pg + p["vf_coef"] * vl - p["ent_coef"] * ent
                self.opt.zero_grad()
                loss.backward()
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), p["max_grad_norm"])
                self.opt.step()
                stats = {"pg": pg.item(), "vf": vl.item(), "ent": ent.item(), "kl": kl.item(), "clipfrac": clipfrac.item()}
        stats["ev"] = explained_variance(batch["values"], batch["returns"])
        return stats

    def train(self):
        t, p = self.cfg["train"], self.cfg["ppo"]
        per_iter = p["rollout_steps"] * self.envs.num_envs
        iters = t["total_steps"] // per_iter
        obs = self.obs_norm(self.envs.reset())
        t0 = time.time()
        for it in range(1, iters + 1):
            if t["anneal_lr"]:
                self.opt.param_groups[0]["lr"] = t["lr"] * (1 - (it - 1) / iters)
            obs = self.collect(obs)
            stats = self.update()
            if it % t["log_every"] == 0:
                self.log.info("iter %d/%d steps %d | return %.1f len %.1f | pg %.4f vf %.4f ent %.3f kl %.4f ev %.3f | %.0f sps",
                              it, iters, it * per_iter, self.tracker.mean_return(), self.tracker.mean_length(),
                              stats["pg"], stats["vf"], stats["ent"], stats["kl"], stats["ev"],
                              it * per_iter / (time.time() - t0))
        save_checkpoint(os.path.join(self.cfg["output_dir"], "agent.pt"), self.model,
                        obs_mean=self.obs_norm.rms.mean, obs_var=self.obs_norm.rms.var)
