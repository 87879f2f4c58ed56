DEFAULTS = {
    "seed": 0,
    "data": {"root": "data/flickr8k", "ann": "captions.jsonl", "image_size": 128, "max_tokens": 32,
             "batch_size": 128, "eval_batch_size": 256, "num_workers": 4, "unique_images_per_batch": True,
             "vocab_min_freq": 3},
    "model": {"embed_dim": 256, "image_width": 32, "text_dim": 256, "text_layers": 1, "init_temp": 0.07,
              "learn_temp": True},
    "loss": {"name": "infonce", "label_smoothing": 0.0, "margin": 0.2},
    "train": {"epochs": 30, "lr": 5e-4, "weight_decay": 0.05, "log_every": 50},
    "output_dir": "runs/default",
}
