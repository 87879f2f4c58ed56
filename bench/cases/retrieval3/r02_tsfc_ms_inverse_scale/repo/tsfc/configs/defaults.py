DEFAULTS = {
    "seed": 2021,
    "data": {"path": "data/ETTh1.csv", "date_col": "date", "target": "OT", "features": "M",
             "lookback": 96, "horizon": 24, "split": [0.7, 0.1, 0.2], "scale": True, "scaler": "standard",
             "batch_size": 32, "num_workers": 0},
    "model": {"name": "dlinear", "kernel_size": 25, "individual": False,
              "d_model": 64, "n_heads": 4, "n_layers": 2, "patch_len": 16, "stride": 8, "hidden": 128},
    "loss": {"name": "mse", "quantiles": [0.1, 0.5, 0.9], "delta": 1.0},
    "train": {"epochs": 10, "lr": 1e-3, "patience": 3},
    "eval": {"inverse": False},
    "output_dir": "runs/default",
}
