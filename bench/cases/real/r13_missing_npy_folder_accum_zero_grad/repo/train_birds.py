"""Bird call classifier on precomputed log-mel spectrograms.

expects
    data/spectrograms/train/<species>/*.npy   (each a 64 x 64 float array)
    data/spectrograms/val/<species>/*.npy
"""
import os
import numpy as np
import torch
import torch.nn as nn
from torch.utils.data import Dataset, DataLoader

DATA_ROOT = "data/spectrograms"
batch_size = 16
accum_steps = 4          # effective batch 64, doesn't fit in memory on my laptop otherwise
lr = 1e-3

torch.manual_seed(0)


class NpyFolder(Dataset):
    """Like torchvision's ImageFolder but for .npy spectrograms."""

    def __init__(self, root):
        self.classes = sorted(d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d)))
        self.samples = []
        for label, cls in enumerate(self.classes):
            folder = os.path.join(root, cls)
            for fname in sorted(os.listdir(folder)):
                if fname.endswith(".npy"):
                    self.samples.append((os.path.join(folder, fname), label))

    def __len__(self):
        return len(self.samples)

    def __getitem__(self, idx):
        path, label = self.samples[idx]
        x = torch.from_numpy(np.load(path)).float()
        x = (x - x.mean()) / (x.std() + 1e-5)
        return x.unsqueeze(0), label


train_ds = NpyFolder(os.path.join(DATA_ROOT, "train"))
val_ds = NpyFolder(os.path.join(DATA_ROOT, "val"))
print(f"{len(train_ds)} train / {len(val_ds)} val clips, classes: {train_ds.classes}")
train_loader = DataLoader(train_ds, batch_size=batch_size, shuffle=True)
val_loader = DataLoader(val_ds, batch_size=64)

model = nn.Sequential(
    nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(32, 64, 3, padding=1), nn.ReLU(),
    nn.AdaptiveAvgPool2d(1), nn.Flatten(),
    nn.Linear(64, len(train_ds.classes)),
)
criterion = nn.CrossEntropyLoss()
optimizer = torch.optim.Adam(model.parameters(), lr=lr)

history = []
for epoch in range(25):
    model.train()
    running, seen = 0.0, 0
    for step, (xb, yb) in enumerate(train_loader):
        out = model(xb)
        loss = criterion(out, yb) / accum_steps
        loss.backward()
        if (step + 1) % accum_steps == 0 or (step + 1) == len(train_loader):
            optimizer.zero_grad()
            optimizer.step()
        running += loss.item() * accum_steps * len(xb)
        seen += len(xb)

    model.eval()
    correct = 0
    with torch.no_grad():
        for xb, yb in val_loader:
            correct += (model(xb).argmax(1) == yb).sum().item()
    train_loss = running / seen
    val_acc = correct / len(val_ds)
    history.append((train_loss, val_acc))
    print(f"epoch {epoch + 1:2d}  train loss {train_loss:.4f}  val acc {val_acc:.3f}")

torch.save(model.state_dict(), "birds_cnn.pt")
