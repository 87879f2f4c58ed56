# Train the hourly load forecaster.
#   python train.py            (uses config.yaml)
#   python train.py my.yaml
import sys
import time
import warnings

import torch
import yaml

from loadfc.data import loaders, prepare
from loadfc.io import save_run
from loadfc.metrics import evaluate, seasonal_naive_rmse
from loadfc.model import LoadMLP

warnings.filterwarnings("ignore", category=UserWarning)  # lr_scheduler / dataloader chatter

cfg_path = sys.argv[1] if len(sys.argv) > 1 else "config.yaml"
with open(cfg_path) as f:
    cfg = yaml.safe_load(f)

torch.manual_seed(cfg["data"]["seed"])
train_ds, val_ds, y_scaler = prepare(cfg["data"])
train_dl, val_dl = loaders(train_ds, val_ds, cfg["train"]["batch_size"])
n_features = train_ds.tensors[0].shape[1]
lag24_col = n_features - len(cfg["data"]["lags"]) + cfg["data"]["lags"].index(24)

model = LoadMLP(n_features, cfg["model"]["hidden"], cfg["model"]["dropout"])
opt = torch.optim.Adam(model.parameters(), lr=cfg["train"]["lr"],
                       weight_decay=cfg["train"]["weight_decay"])
sched = torch.optim.lr_scheduler.ReduceLROnPlateau(opt, factor=0.5, patience=3)
loss_fn = torch.nn.MSELoss()

print(f"region={cfg['data']['region']} train={len(train_ds)} val={len(val_ds)} features={n_features}")
print(f"seasonal-naive (t-24h) val_rmse {seasonal_naive_rmse(val_dl, y_scaler, lag24_col):.1f} MW")

history = []
t0 = time.time()
for epoch in range(1, cfg["train"]["epochs"] + 1):
    model.train()
    total, n = 0.0, 0
    for x, y in train_dl:
        pred = model(x)
        loss = loss_fn(pred, y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * len(x)
        n += len(x)
    val = evaluate(model, val_dl, y_scaler)
    sched.step(val["rmse"])
    history.append({"epoch": epoch, "train_mse": total / n, **val})
    if epoch % cfg["train"]["log_every"] == 0:
        print(f"epoch {epoch:3d}/{cfg['train']['epochs']}  train_mse {total / n:.4f}  "
              f"val_rmse {val['rmse']:.1f} MW  val_mape {val['mape']:.2f}%  "
              f"lr {opt.param_groups[0]['lr']:.1e}  ({time.time() - t0:.0f}s)")

save_run(cfg["output"]["dir"], model, history, cfg)
print(f"saved to {cfg['output']['dir']}")
