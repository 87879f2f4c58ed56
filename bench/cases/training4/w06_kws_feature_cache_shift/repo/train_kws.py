# %% [markdown]
# # Keyword spotting baseline
# Small CNN on log-mel features of synthetic 1 s clips (12 classes).
# Run top to bottom (`python train_kws.py`) or cell by cell in VS Code / Jupyter.

# %%
import time

import torch
from torch.utils.data import DataLoader

from kws.audio import WORDS, synth_clips
from kws.dataset import KeywordDataset
from kws.engine import evaluate, train_epoch
from kws.features import LogMel
from kws.model import KWSNet
from kws.utils import rss_mb

N_TRAIN, N_VAL = 30_000, 3_000
EPOCHS = 50
BATCH = 128
LR = 3e-3
torch.manual_seed(0)

# %%
clips, labels = synth_clips(N_TRAIN, seed=0)
val_clips, val_labels = synth_clips(N_VAL, seed=1)
feat = LogMel()
train_ds = KeywordDataset(clips, labels, feat, train=True)
val_ds = KeywordDataset(val_clips, val_labels, feat, train=False)
train_dl = DataLoader(train_ds, batch_size=BATCH, shuffle=True)
val_dl = DataLoader(val_ds, batch_size=256)

# %%
model = KWSNet(len(WORDS))
opt = torch.optim.AdamW(model.parameters(), lr=LR, weight_decay=1e-3)
sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=LR, total_steps=EPOCHS * len(train_dl))

# %%
for epoch in range(EPOCHS):
    t0 = time.time()
    loss = train_epoch(model, train_dl, opt)
    acc = evaluate(model, val_dl)
    print(f"epoch {epoch:2d} loss {loss:.4f} val_acc {acc:.3f} rss {rss_mb():.0f} MB ({time.time() - t0:.0f}s)",
          flush=True)

# %%
torch.save(model.state_dict(), "kws_cnn.pt")
