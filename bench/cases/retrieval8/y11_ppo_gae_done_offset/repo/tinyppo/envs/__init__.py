from tinyppo.envs.point_mass import PointMassEnv
from tinyppo.envs.wrappers import NormalizeObservation


def make_env(env_cfg, seed=0):
    if env_cfg.name != "point_mass":
        raise ValueError(f"unknown env {env_cfg.name!r}")
    env = PointMassEnv(max_steps=env_cfg.max_steps, goal_radius=env_cfg.goal_radius, seed=seed)
    if env_cfg.normalize_obs:
        env = NormalizeObservation(env)
    return env


__all__ = ["PointMassEnv", "NormalizeObservation", "make_env"]
