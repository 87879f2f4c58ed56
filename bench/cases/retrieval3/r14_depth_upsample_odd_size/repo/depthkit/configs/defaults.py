DEFAULTS = {
    "seed": 0,
    "data": {"root": "data/kitti", "train_list": "train.txt", "val_list": "val.txt", "crop": [352, 704],
             "kb_crop": False, "min_depth": 1e-3, "max_depth": 80.0, "batch_size": 8, "num_workers": 6},
    "model": {"encoder_width": 64, "decoder_channels": [256, 128, 64, 32, 16], "head": "sigmoid"},
    "loss": {"name": "silog", "variance_focus": 0.85, "grad_weight": 0.0},
    "train": {"epochs": 25, "lr": 1e-4, "weight_decay": 1e-2, "log_every": 100},
    "eval": {"garg_crop": True, "median_scaling": False, "flip": False},
    "output_dir": "runs/default",
}
