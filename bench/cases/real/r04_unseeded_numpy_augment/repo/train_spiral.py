import random
import numpy as np
import torch
import torch.nn as nn
from torch.utils.data import Dataset, DataLoader

# reproducibility
SEED = 0
random.seed(SEED)
torch.manual_seed(SEED)
torch.backends.cudnn.deterministic = True
torch.backends.cudnn.benchmark = False


def make_spirals(n_per_class, n_classes=3):
    xs, ys = [], []
    for c in range(n_classes):
        r = torch.linspace(0.05, 1.0, n_per_class)
        t = torch.linspace(c * 4.0, (c + 1) * 4.0, n_per_class) + 0.5 * torch.randn(n_per_class)
        xs.append(torch.stack([r * torch.sin(t), r * torch.cos(t)], dim=1))
        ys.append(torch.full((n_per_class,), c, dtype=torch.long))
    return torch.cat(xs), torch.cat(ys)


class SpiralDataset(Dataset):
    def __init__(self, x, y, augment=False):
        self.x, self.y, self.augment = x, y, augment

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        x = self.x[i].numpy().copy()
        if self.augment:
            # small random rotation + jitter
            angle = np.random.uniform(-0.1, 0.1)
            rot = np.array([[np.cos(angle), -np.sin(angle)], [np.sin(angle), np.cos(angle)]])
            x = rot @ x + np.random.normal(0, 0.01, size=2)
        return torch.tensor(x, dtype=torch.float32), self.y[i]


x, y = make_spirals(300)
perm = torch.randperm(len(x))
x, y = x[perm], y[perm]
train_ds = SpiralDataset(x[:700], y[:700], augment=True)
val_ds = SpiralDataset(x[700:], y[700:])
train_loader = DataLoader(train_ds, batch_size=32, shuffle=True)
val_loader = DataLoader(val_ds, batch_size=256)

model = nn.Sequential(nn.Linear(2, 64), nn.Tanh(), nn.Linear(64, 64), nn.Tanh(), nn.Linear(64, 3))
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
loss_fn = nn.CrossEntropyLoss()

for epoch in range(60):
    model.train()
    for xb, yb in train_loader:
        loss = loss_fn(model(xb), yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
    if epoch % 10 == 9:
        model.eval()
        correct = 0
        with torch.no_grad():
            for xb, yb in val_loader:
                correct += (model(xb).argmax(1) == yb).sum().item()
        print(f"epoch {epoch+1} loss {loss.item():.6f} val acc {correct / len(val_ds):.4f}")

torch.save(model.state_dict(), "spiral_mlp.pt")
