# quick training script for the shapes toy problem
# settings can be overridden from the environment, e.g.  EPOCHS=20 LR=3e-3 python train_shapes.py
import os
import time

import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

from nets import ShapeNet
from shapes_data import make_shapes

EPOCHS = int(os.environ.get("EPOCHS", 15))
N_TRAIN = int(os.environ.get("N_TRAIN", 4000))
N_VAL = int(os.environ.get("N_VAL", 1000))
MICRO_BATCH = int(os.environ.get("MICRO_BATCH", 16))
ACCUM_STEPS = int(os.environ.get("ACCUM_STEPS", 4))   # effective batch = 64
LR = float(os.environ.get("LR", 2e-3))
SEED = int(os.environ.get("SEED", 0))
CKPT = os.environ.get("CKPT", "shapes.pt")

torch.manual_seed(SEED)
x_train, y_train = make_shapes(N_TRAIN, seed=SEED)
x_val, y_val = make_shapes(N_VAL, seed=SEED + 1)
train_loader = DataLoader(TensorDataset(x_train, y_train), batch_size=MICRO_BATCH, shuffle=True)
val_loader = DataLoader(TensorDataset(x_val, y_val), batch_size=256)

model = ShapeNet()
criterion = nn.CrossEntropyLoss()
optimizer = torch.optim.Adam(model.parameters(), lr=LR)
steps_per_epoch = len(train_loader) // ACCUM_STEPS
scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=EPOCHS * steps_per_epoch)

print(f"{sum(p.numel() for p in model.parameters())} parameters, "
      f"{N_TRAIN} train images, effective batch {MICRO_BATCH * ACCUM_STEPS}")

best_acc = 0.0
for epoch in range(1, EPOCHS + 1):
    t0 = time.time()
    model.train()
    running, seen = 0.0, 0
    for i, (x, y) in enumerate(train_loader):
        logits = model(x)
        loss = criterion(logits, y)
        (loss / ACCUM_STEPS).backward()
        running += loss.item() * len(y)
        seen += len(y)
        if (i + 1) % ACCUM_STEPS == 0:
            optimizer.zero_grad()
            optimizer.step()
            scheduler.step()

    model.eval()
    correct = 0
    with torch.no_grad():
        for x, y in val_loader:
            correct += (model(x).argmax(1) == y).sum().item()
    val_acc = correct / len(y_val)
    print(f"epoch {epoch:2d}  train_loss {running / seen:.4f}  val_acc {val_acc:.3f}  "
          f"lr {scheduler.get_last_lr()[0]:.2e}  ({time.time() - t0:.1f}s)")
    if val_acc > best_acc:
        best_acc = val_acc
        torch.save(model.state_dict(), CKPT)

print(f"best val_acc {best_acc:.3f}, saved to {CKPT}")
