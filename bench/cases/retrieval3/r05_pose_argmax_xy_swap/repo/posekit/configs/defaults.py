DEFAULTS = {
    "seed": 7,
    "data": {"root": "data/hands", "train_ann": "train.json", "val_ann": "val.json", "num_joints": 21,
             "input_size": [256, 256], "stride": 4, "sigma": 2.0, "flip_pairs": [],
             "rot_factor": 30, "scale_factor": 0.25, "batch_size": 32, "num_workers": 4},
    "model": {"name": "simple_baseline", "width": 64, "deconv_layers": 3, "stacks": 2},
    "loss": {"name": "mse", "use_target_weight": True, "omega": 14.0, "epsilon": 1.0},
    "train": {"epochs": 140, "lr": 1e-3, "milestones": [90, 120]},
    "test": {"decode": "argmax", "refine": True, "flip": False, "pck_thresh": 0.2},
    "output_dir": "runs/default",
}
