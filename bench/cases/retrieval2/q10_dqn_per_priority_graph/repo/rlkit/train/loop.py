import os

import torch

from ..agents import DQNAgent, LinearSchedule
from ..buffers import NStepAccumulator, build_buffer
from ..envs import make_env
from ..networks import build_q_network
from ..utils.logger import RunLogger
from .evaluate import evaluate_policy


def train(cfg, out_dir="runs", device="cpu"):
    env = make_env(cfg["env"], seed=cfg["seed"])
    eval_env = make_env(cfg["env"], seed=cfg["seed"] + 1000)
    q_net = build_q_network(cfg["network"], env.obs_shape, env.n_actions)
    agent = DQNAgent(q_net, env.n_actions, cfg["agent"], device)
    buffer = build_buffer(cfg["buffer"], env.obs_shape)
    nstep = NStepAccumulator(cfg["agent"].get("n_step", 1), cfg["agent"]["gamma"])
    eps = LinearSchedule(cfg["exploration"]["eps_start"], cfg["exploration"]["eps_end"], cfg["exploration"]["eps_steps"])
    b = cfg["buffer"]
    beta = LinearSchedule(b.get("beta_start", 0.4), 1.0, b.get("beta_steps", cfg["train"]["total_steps"]))
    t = cfg["train"]
    run_dir = os.path.join(out_dir, cfg["run_name"])
    logger = RunLogger(run_dir, ["episodes", "epsilon", "loss", "q_mean", "train_return", "eval_return"])

    obs, ep_return, episodes, recent = env.reset(), 0.0, 0, []
    stats = {"loss": float("nan"), "q_mean": float("nan")}
    eval_return = float("nan")
    for step in range(1, t["total_steps"] + 1):
        action = agent.act(obs, eps(step))
        next_obs, reward, done, info = env.step(action)
        terminal = done and not info.get("truncated", False)
        priority = None
        if buffer.prioritized:
            priority = agent.initial_priority(action, reward, next_obs, 0.0 if terminal else agent.gamma)
        for o, a, r, o2, disc, p in nstep.push(obs, action, reward, next_obs, terminal, done, extra=priority):
            buffer.add(o, a, r, o2, disc, priority=p)
        ep_return += reward
        obs = next_obs
        if done:
            recent = (recent + [ep_return])[-20:]
            obs, ep_return = env.reset(), 0.0
            episodes += 1

        if step >= t["learning_starts"] and step % t["train_every"] == 0:
            batch = buffer.sample(cfg["agent"]["batch_size"], beta=beta(step))
            out = agent.learn(batch)
            if buffer.prioritized:
                buffer.update_priorities(batch["indices"], out.pop("td_abs"))
            stats = out
        if step % t["eval_every"] == 0:
            eval_return, _ = evaluate_policy(agent, eval_env, t["eval_episodes"])
        if t.get("save_every") and step % t["save_every"] == 0:
            torch.save({"agent": agent.state_dict(), "step": step}, os.path.join(run_dir, f"agent_{step}.pt"))
        if step % t["log_every"] == 0:
            logger.log(step, episodes=episodes, epsilon=round(eps(step), 3), loss=stats["loss"],
                       q_mean=stats["q_mean"], train_return=sum(recent) / max(len(recent), 1),
                       eval_return=eval_return)
    torch.save(agent.state_dict(), os.path.join(run_dir, "agent.pt"))
    logger.close()
    return agent
