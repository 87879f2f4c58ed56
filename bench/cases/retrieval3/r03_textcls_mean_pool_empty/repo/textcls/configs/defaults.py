DEFAULTS = {
    "seed": 13,
    "data": {"train": "data/train.jsonl", "val": "data/val.jsonl", "vocab": "data/vocab.txt",
             "labels": ["neg", "pos"], "max_len": 256, "batch_size": 64, "lowercase": True,
             "clean": ["strip_html"], "token_dropout": 0.0},
    "model": {"name": "textcnn", "embed_dim": 200, "kernel_sizes": [3, 4, 5], "channels": 128,
              "pooling": "max", "dropout": 0.3, "d_model": 256, "n_heads": 4, "n_layers": 2},
    "loss": {"name": "ce", "smoothing": 0.0, "gamma": 2.0},
    "train": {"epochs": 5, "lr": 1e-3, "weight_decay": 0.01, "warmup": 500, "grad_clip": 0.0, "log_every": 100},
    "output_dir": "runs/default",
}
