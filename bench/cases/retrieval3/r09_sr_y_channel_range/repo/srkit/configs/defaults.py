DEFAULTS = {
    "seed": 0,
    "model": {"name": "edsr", "scale": 4, "n_resblocks": 16, "n_feats": 64, "res_scale": 1.0},
    "data": {"train_dir": "data/DIV2K_train_HR", "val_dir": "data/Set5", "patch_size": 48, "batch_size": 16,
             "repeat": 20, "num_workers": 4},
    "loss": {"name": "l1", "eps": 1e-3, "fft_weight": 0.0},
    "train": {"epochs": 300, "lr": 1e-4, "milestones": [200], "val_every": 5},
    "eval": {"y_channel": True, "crop_border": 4, "self_ensemble": False},
    "output_dir": "runs/default",
}
