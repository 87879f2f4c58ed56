DEFAULTS = {
    "seed": 42,
    "data": {"root": "data", "train_ann": "train.json", "val_ann": "val.json", "num_classes": 20,
             "img_size": 512, "augment": "flip", "batch_size": 16, "num_workers": 4},
    "model": {"width": 32, "num_anchors_scales": 3, "aspect_ratios": [0.5, 1.0, 2.0], "fg_iou": 0.5,
              "bg_iou": 0.4},
    "loss": {"alpha": 0.25, "gamma": 2.0, "box": "smooth_l1", "beta": 0.11, "box_weight": 1.0},
    "train": {"epochs": 24, "lr": 0.01, "momentum": 0.9, "weight_decay": 1e-4, "warmup_iters": 500, "log_every": 50},
    "eval": {"score_thresh": 0.05, "nms_thresh": 0.5, "max_det": 100},
    "output_dir": "runs/default",
}
