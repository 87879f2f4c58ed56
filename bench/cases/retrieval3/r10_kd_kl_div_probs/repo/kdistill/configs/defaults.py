DEFAULTS = {
    "seed": 0,
    "data": {"root": "data/cifar-100-python", "num_classes": 100, "batch_size": 128, "num_workers": 4, "cutout": 0},
    "teacher": {"arch": "resnet56", "ckpt": "runs/teacher/best.pt"},
    "student": {"arch": "resnet20"},
    "distill": {"method": "kd", "temperature": 4.0, "alpha": 0.9, "hint_weight": 100.0, "at_weight": 1000.0,
                "label_smoothing": 0.0},
    "train": {"epochs": 240, "lr": 0.05, "momentum": 0.9, "weight_decay": 5e-4, "milestones": [150, 180, 210]},
    "output_dir": "runs/default",
}
