DEFAULTS = {
    "seed": 1,
    "data": {"root": "data/mnist", "binarize": "dynamic", "batch_size": 128, "num_workers": 2, "shift": 0},
    "model": {"name": "mlp", "latent_dim": 32, "hidden": [512, 256], "channels": [32, 64], "likelihood": "bernoulli"},
    "kl": {"schedule": "linear", "warmup_epochs": 10, "cycles": 4, "beta_max": 1.0, "free_bits": 0.0},
    "optim": {"name": "adamw", "lr": 1e-3, "weight_decay": 1e-4, "epochs": 50, "scheduler": "cosine",
              "grad_clip": 0.0},
    "eval": {"iw_samples": 100, "every": 5},
    "output_dir": "runs/default",
}
