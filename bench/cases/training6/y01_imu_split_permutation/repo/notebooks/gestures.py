# %% [markdown]
# # Gesture CNN — exploration notebook (VS Code / Jupyter "percent" format)

# %%
import torch

from imugest import GESTURES, make_recordings
from imugest.features import ChannelScaler
from imugest.model import GestureCNN
from imugest.splits import train_val_split
from imugest.training import evaluate, fit
from imugest.metrics import confusion_matrix

torch.manual_seed(0)

# %%
x, y = make_recordings(n_per_class=2000, seed=0)
(x_tr, y_tr), (x_va, y_va) = train_val_split(x, y, val_frac=0.2, seed=0)
scaler = ChannelScaler()
x_tr, x_va = scaler.fit_transform(x_tr), scaler.transform(x_va)

# %%
model = GestureCNN(n_classes=len(GESTURES))
history = fit(model, x_tr, y_tr, x_va, y_va, epochs=30)

# %%
_, acc, logits = evaluate(model, x_va, y_va)
print(acc)
print(confusion_matrix(logits, y_va, len(GESTURES)))
