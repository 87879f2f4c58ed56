import torch


@torch.no_grad()
def evaluate_policy(agent, env, episodes=10, epsilon=0.01):
    returns, lengths = [], []
    for _ in range(episodes):
        obs, done, ret, t = env.reset(), False, 0.0, 0
        while not done:
            obs, reward, done, _ = env.step(agent.act(obs, epsilon))
            ret += reward
            t += 1
        returns.append(ret)
        lengths.append(t)
    return sum(returns) / episodes, sum(lengths) / episodes
