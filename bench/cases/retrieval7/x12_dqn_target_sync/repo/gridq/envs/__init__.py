from .gridworld import GridWorld
from .wrappers import TimeLimit, RewardScale


def make_env(env_cfg, seed=None):
    env = GridWorld(size=env_cfg.get("size", 5),
                    step_penalty=env_cfg.get("step_penalty", -0.01),
                    goal_reward=env_cfg.get("goal_reward", 1.0),
                    seed=seed)
    env = TimeLimit(env, max_steps=env_cfg.get("max_steps", 30))
    scale = env_cfg.get("reward_scale", 1.0)
    if scale != 1.0:
        env = RewardScale(env, scale)
    return env


__all__ = ["GridWorld", "TimeLimit", "RewardScale", "make_env"]
