DEFAULTS = {
    "seed": 0,
    "model": {"name": "unet", "num_classes": 21, "base_channels": 32, "in_channels": 3},
    "data": {"root": "data/voc", "train_split": "train.txt", "val_split": "val.txt",
             "crop_size": 320, "scale_range": [0.5, 2.0], "batch_size": 8, "num_workers": 4,
             "ignore_index": 255},
    "loss": {"name": "ce", "dice_weight": 0.5, "ohem_thresh": 0.7, "ohem_min_kept": 10000},
    "optim": {"lr": 0.01, "momentum": 0.9, "weight_decay": 1e-4, "epochs": 50, "poly_power": 0.9},
    "output_dir": "runs/default",
}
