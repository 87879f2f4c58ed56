from .cartpole import CartPole
from .gridworld import GridWorld
from .wrappers import TimeLimit

_ENVS = {"GridWorld-v0": GridWorld, "CartPole-v1": CartPole}


def make_env(env_cfg, seed=None):
    cfg = dict(env_cfg)
    env_id = cfg.pop("id")
    max_steps = cfg.pop("max_steps", None)
    env = _ENVS[env_id](seed=seed, **cfg)
    return TimeLimit(env, max_steps) if max_steps else env


__all__ = ["make_env", "GridWorld", "CartPole", "TimeLimit"]
