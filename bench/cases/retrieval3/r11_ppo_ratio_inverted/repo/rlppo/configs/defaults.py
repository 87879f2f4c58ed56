DEFAULTS = {
    "seed": 1,
    "env": {"name": "cartpole", "num_envs": 8, "max_steps": 500},
    "model": {"hidden": [64, 64], "activation": "tanh", "shared": False},
    "ppo": {"rollout_steps": 128, "gamma": 0.99, "gae_lambda": 0.95, "clip": 0.2, "epochs": 4,
            "minibatches": 4, "vf_coef": 0.5, "ent_coef": 0.01, "clip_value": True, "max_grad_norm": 0.5,
            "norm_adv": True},
    "train": {"total_steps": 200000, "lr": 2.5e-4, "anneal_lr": True, "log_every": 5},
    "normalize": {"obs": False, "reward": False},
    "output_dir": "runs/default",
}
