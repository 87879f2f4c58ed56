import math
import torch
import torch.nn as nn

torch.manual_seed(42)

# synthetic sensor calibration data: raw readings -> true temperature
raw = torch.rand(4096, 3) * 4 - 2
temp = 1.5 * raw[:, :1] - 0.7 * raw[:, 1:2] ** 2 + torch.sin(2 * raw[:, 2:3]) \
    + 0.05 * torch.randn(4096, 1)

train_x, val_x = raw[:3584], raw[3584:]
train_y, val_y = temp[:3584], temp[3584:]

net = nn.Sequential(
    nn.Linear(3, 64), nn.Tanh(),
    nn.Linear(64, 64), nn.Tanh(),
    nn.Linear(64, 1),
)
optimizer = torch.optim.SGD(net.parameters(), lr=0.05, momentum=0.9)
criterion = nn.MSELoss()

history = []
for epoch in range(30):
    perm = torch.randperm(len(train_x))
    running = 0.0
    n_batches = 0
    for start in range(0, len(train_x), 128):
        idx = perm[start:start + 128]
        pred = net(train_x[idx])
        loss = criterion(pred, train_y[idx])
        loss.backward()
        optimizer.zero_grad()
        optimizer.step()
        running += loss.item()
        n_batches += 1
    with torch.no_grad():
        val_loss = criterion(net(val_x), val_y).item()
    history.append((running / n_batches, val_loss))
    print(f"epoch {epoch:02d}  train_mse {running / n_batches:.4f}  val_mse {val_loss:.4f}")

print("rmse on val:", math.sqrt(history[-1][1]))
