import torch


@torch.no_grad()
def evaluate(policy, env, n_episodes=32, deterministic=True):
    """Average undiscounted return of the (greedy) policy."""
    returns = []
    obs = env.reset()
    while len(returns) < n_episodes:
        action, _, _ = policy.act(obs, deterministic=deterministic)
        obs, _, _, info = env.step(action)
        returns.extend(info["episode_returns"])
    return sum(returns[:n_episodes]) / n_episodes
