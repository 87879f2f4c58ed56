import torch
import torch.nn as nn

torch.manual_seed(0)

# imbalanced toy problem: ~10% positives
N, D = 4000, 20
X = torch.randn(N, D)
w_true = torch.randn(D)
logit_true = X @ w_true - 3.0
y = (torch.rand(N) < torch.sigmoid(logit_true)).float()
print("positive rate:", y.mean().item())

# per-sample weights so positives count more
pos_weight = (1 - y.mean()) / y.mean()
sample_w = torch.where(y == 1, pos_weight, torch.ones_like(y))

model = nn.Sequential(nn.Linear(D, 32), nn.ReLU(), nn.Linear(32, 1))
criterion = nn.BCEWithLogitsLoss(reduction='none')   # need per-sample losses to weight them
optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)

num_iter = 5000
batch_size = 128
for it in range(num_iter):
    idx = torch.randint(0, N, (batch_size,))
    logits = model(X[idx]).squeeze(1)
    loss = criterion(logits, y[idx]) * sample_w[idx]
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    if it % 500 == 0:
        print(it, loss.mean().item())

with torch.no_grad():
    pred = (model(X).squeeze(1) > 0).float()
    tp = ((pred == 1) & (y == 1)).sum().item()
    recall = tp / y.sum().item()
    precision = tp / max(pred.sum().item(), 1)
print(f"recall {recall:.3f} precision {precision:.3f}")
