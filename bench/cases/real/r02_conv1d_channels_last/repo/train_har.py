# activity recognition from accelerometer + gyro windows
# data: (num_windows, 128 timesteps, 6 channels) like UCI-HAR
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(1)

num_classes = 4
window = 128
n_channels = 6

def make_windows(n):
    # fake sensor windows, each activity has its own frequency / amplitude
    labels = torch.randint(0, num_classes, (n,))
    t = torch.arange(window).float() / 50.0
    freq = 0.5 + labels.float()                          # (n,)
    phase = torch.rand(n, n_channels) * 2 * math.pi     # (n, 6)
    x = torch.sin(2 * math.pi * freq[:, None, None] * t[None, :, None] + phase[:, None, :])
    x = x * (1 + 0.3 * labels.float())[:, None, None]
    x = x + 0.2 * torch.randn(n, window, n_channels)
    return x, labels          # x: (n, 128, 6)

X_train, y_train = make_windows(1024)
X_val, y_val = make_windows(256)

class HARNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv1d(n_channels, 32, kernel_size=5, padding=2)
        self.conv2 = nn.Conv1d(32, 64, kernel_size=5, padding=2)
        self.fc = nn.Linear(64, num_classes)

    def forward(self, x):
        # x: (batch, time, channels)
        x = F.relu(self.conv1(x))
        x = F.max_pool1d(x, 2)
        x = F.relu(self.conv2(x))
        x = x.mean(dim=2)          # global average pool over time
        return self.fc(x)

model = HARNet()
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
loss_fn = nn.CrossEntropyLoss()

for epoch in range(30):
    model.train()
    perm = torch.randperm(len(X_train))
    for i in range(0, len(X_train), 64):
        idx = perm[i:i+64]
        out = model(X_train[idx])
        loss = loss_fn(out, y_train[idx])
        opt.zero_grad()
        loss.backward()
        opt.step()
    model.eval()
    with torch.no_grad():
        val_acc = (model(X_val).argmax(1) == y_val).float().mean().item()
    print("epoch %d loss %.4f val_acc %.3f" % (epoch, loss.item(), val_acc))

torch.save(model.state_dict(), "harnet.pt")
