DEFAULTS = {
    "seed": 0,
    "data": {"root": "data/k400", "train_list": "train.csv", "val_list": "val.csv", "num_classes": 400,
             "num_frames": 16, "sampling_rate": 4, "crop_size": 112, "batch_size": 16, "num_workers": 8,
             "cache_size": 64},
    "model": {"name": "r2plus1d", "width": 64, "dropout": 0.5},
    "loss": {"label_smoothing": 0.1, "mixup_alpha": 0.0},
    "train": {"epochs": 45, "lr": 0.1, "weight_decay": 1e-4, "warmup_epochs": 5, "log_every": 50},
    "test": {"num_clips": 10, "num_crops": 3, "batch_size": 4, "log_every": 20},
    "output_dir": "runs/default",
}
