import torch

from .env import CartPole
from .policy import ActorCritic
from .utils import seed_everything


def discounted_returns(rewards, gamma):
    out, g = [], 0.0
    for r in reversed(rewards):
        g = r + gamma * g
        out.append(g)
    return torch.tensor(out[::-1], dtype=torch.float32)


def run_episode(env, model):
    obs = env.reset()
    log_probs, values, entropies, rewards = [], [], [], []
    done = False
    while not done:
        dist, value = model(torch.as_tensor(obs))
        action = dist.sample()
        obs, reward, done, _ = env.step(int(action))
        log_probs.append(dist.log_prob(action))
        entropies.append(dist.entropy())
        values.append(value)
        rewards.append(reward)
    return torch.stack(log_probs), torch.stack(values), torch.stack(entropies), rewards


def train(cfg, log=print):
    seed = seed_everything(cfg.get("seed"))
    a, t = cfg["agent"], cfg["train"]
    env = CartPole(max_steps=cfg["env"]["max_steps"])
    model = ActorCritic(env.observation_size, env.num_actions, hidden=a["hidden"])
    opt = torch.optim.Adam(model.parameters(), lr=a["lr"])
    env.seed(seed)
    episode_returns = []
    for ep in range(1, t["episodes"] + 1):
        log_probs, values, entropies, rewards = run_episode(env, model)
        returns = discounted_returns(rewards, a["gamma"])
        advantage = returns - values.detach()
        if len(advantage) > 1:
            advantage = (advantage - advantage.mean()) / (advantage.std() + 1e-8)
        loss = (-(log_probs * advantage).sum()
                + a["value_coef"] * ((values - returns) ** 2).mean() * len(rewards)
                - a["entropy_coef"] * entropies.sum())
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 5.0)
        opt.step()
        episode_returns.append(sum(rewards))
        if t["log_every"] and ep % t["log_every"] == 0:
            recent = episode_returns[-t["log_every"]:]
            log(f"episode {ep:4d}  mean return {sum(recent) / len(recent):7.2f}")
    return model, episode_returns
