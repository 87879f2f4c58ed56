DEFAULTS = {
    "seed": 0,
    "data": {"root": "data/miniimagenet", "image_size": 84, "num_workers": 4},
    "episodes": {"n_way": 5, "k_shot": 1, "n_query": 15, "train_episodes": 100, "val_episodes": 600},
    "model": {"name": "protonet", "backbone": "conv4", "distance": "euclidean", "temperature": 1.0},
    "train": {"epochs": 200, "lr": 1e-3, "step_size": 40, "gamma": 0.5, "train_n_way": None},
    "eval": {"episodes": 2000, "n_way": None, "k_shot": None},
    "output_dir": "runs/default",
}
