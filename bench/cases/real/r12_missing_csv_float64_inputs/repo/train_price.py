import numpy as np
import torch
import torch.nn as nn

torch.manual_seed(0)

# columns: sqft, bedrooms, bathrooms, age, lot_size, garage, lat, lon, price
data = np.loadtxt("data/housing.csv", delimiter=",", skiprows=1)
X, y = data[:, :-1], data[:, -1:]

# standardize
X = (X - X.mean(axis=0)) / X.std(axis=0)
y_mean, y_std = y.mean(), y.std()
y = (y - y_mean) / y_std

n_train = int(0.8 * len(X))
X_train, y_train = torch.from_numpy(X[:n_train]), torch.from_numpy(y[:n_train])
X_val, y_val = torch.from_numpy(X[n_train:]), torch.from_numpy(y[n_train:])

model = nn.Sequential(nn.Linear(X.shape[1], 32), nn.ReLU(), nn.Linear(32, 1))
optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
loss_fn = nn.MSELoss()

for epoch in range(500):
    model.train()
    pred = model(X_train)
    loss = loss_fn(pred, y_train)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()

    if epoch % 50 == 0:
        model.eval()
        with torch.no_grad():
            val_loss = loss_fn(model(X_val), y_val).item()
        print(f"epoch {epoch}  train {loss.item():.4f}  val {val_loss:.4f}")

torch.save(model.state_dict(), "price_model.pt")
