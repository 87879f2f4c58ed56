# %% [markdown]
# # Telemetry AE — training notebook

# %%
import torch

from netae.data import simulate_telemetry
from netae.model import TelemetryAE
from netae.trainer import Trainer

torch.manual_seed(0)
train, val = simulate_telemetry(n_train=200_000, n_val=20_000)

# %%
model = TelemetryAE()
trainer = Trainer(model, monitor_layers=["enc.1", "enc.3", "bottleneck"])
history = trainer.fit(train, val, epochs=50)

# %%
import matplotlib.pyplot as plt  # noqa: E402

plt.plot([h["val_auroc"] for h in history])
