import torch

from .agent import DQNAgent
from .buffer import build_buffer
from .env import GridWorld


def run(cfg, total_steps=None, log=print, on_log=None):
    e, r, a, run_cfg = cfg["env"], cfg["replay"], cfg["agent"], cfg["run"]
    total_steps = total_steps or run_cfg["total_steps"]
    torch.manual_seed(run_cfg["seed"])
    env = GridWorld(e["size"], e["n_walls"], e["max_steps"], seed=run_cfg["seed"])
    agent = DQNAgent(e["size"], a, seed=run_cfg["seed"])
    buffer = build_buffer(r, seed=run_cfg["seed"])
    obs = env.reset()
    returns, ep_ret, losses = [], 0.0, []
    for step in range(1, total_steps + 1):
        action = agent.act(obs, step)
        nxt, reward, done, truncated = env.step(action)
        buffer.push(obs, action, reward, nxt, done)
        ep_ret += reward
        obs = nxt
        if done or truncated:
            returns.append(ep_ret)
            ep_ret, obs = 0.0, env.reset()
        if len(buffer) >= r["warmup"] and step % a["train_freq"] == 0:
            losses.append(agent.update(buffer.sample(r["batch_size"])))
        if step % run_cfg["log_every"] == 0:
            recent = returns[-50:] or [0.0]
            log(f"step {step:8d} | eps {agent.epsilon(step):.2f} | return(50) {sum(recent) / len(recent):+.3f} "
                f"| loss {sum(losses[-100:]) / max(len(losses[-100:]), 1):.4f} | episodes {len(returns)}")
            if on_log is not None:
                on_log(step, agent, buffer)
    return agent, buffer, returns
