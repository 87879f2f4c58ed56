import numpy as np
import torch
import torch.nn as nn

torch.manual_seed(0)
np.random.seed(0)

# synthetic "house price" data: 8 features, price is roughly linear in them
n_samples = 2000
n_features = 8
X = np.random.randn(n_samples, n_features).astype(np.float32)
true_w = np.random.uniform(-3, 3, size=n_features).astype(np.float32)
y = X @ true_w + 0.1 * np.random.randn(n_samples).astype(np.float32)

X_train = torch.tensor(X[:1600])
y_train = torch.tensor(y[:1600])
X_test = torch.tensor(X[1600:])
y_test = torch.tensor(y[1600:])

model = nn.Sequential(
    nn.Linear(n_features, 64),
    nn.ReLU(),
    nn.Linear(64, 64),
    nn.ReLU(),
    nn.Linear(64, 1),
)

criterion = nn.MSELoss()
optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
batch_size = 64

for epoch in range(200):
    perm = torch.randperm(X_train.shape[0])
    running = 0.0
    for i in range(0, X_train.shape[0], batch_size):
        idx = perm[i:i + batch_size]
        xb, yb = X_train[idx], y_train[idx]
        pred = model(xb)
        loss = criterion(pred, yb)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        running += loss.item() * len(idx)
    train_loss = running / X_train.shape[0]
    if epoch % 20 == 0:
        print(f"epoch {epoch}: train mse {train_loss:.4f}")

with torch.no_grad():
    test_pred = model(X_test)
    test_mse = criterion(test_pred, y_test).item()
    r2 = 1 - test_mse / y_test.var().item()
print(f"test mse {test_mse:.4f}  r2 {r2:.3f}")
