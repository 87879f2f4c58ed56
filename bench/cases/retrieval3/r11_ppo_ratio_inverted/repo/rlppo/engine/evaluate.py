import torch


@torch.no_grad()
def evaluate_policy(model, env, episodes=10, deterministic=True, obs_norm=None):
    returns = []
    for _ in range(episodes):
        obs, done, ret = env.reset(), False, 0.0
        while not done:
            x = torch.tensor(obs, dtype=torch.float32)[None]
            if obs_norm is not None:
                x = obs_norm(x, update=False)
            action, _, _ = model.act(x, deterministic)
            obs, r, term, trunc = env.step(int(action))
            ret += r
            done = term or trunc
        returns.append(ret)
    return sum(returns) / len(returns), returns
