import numpy as np
import torch
import torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(0)
rng = np.random.default_rng(0)

# ---------------------------------------------------------------
# ratings table (user_id, item_id, rating), ids start at 1 like in
# the MovieLens dumps. Synthetic here so the script runs anywhere.
# ---------------------------------------------------------------
n_u, n_i, k = 600, 400, 8
U = rng.normal(size=(n_u + 1, k))
V = rng.normal(size=(n_i + 1, k))
users = rng.integers(1, n_u + 1, size=30000)
items = rng.integers(1, n_i + 1, size=30000)
r = np.clip(np.round(3 + (U[users] * V[items]).sum(1) / 2), 1, 5)
ratings = np.stack([users, items, r], axis=1)

num_users = len(np.unique(ratings[:, 0]))
num_items = len(np.unique(ratings[:, 1]))
print(f"{len(ratings)} ratings, {num_users} users, {num_items} items")

perm = rng.permutation(len(ratings))
train_idx, test_idx = perm[:25000], perm[25000:]

def to_ds(idx):
    return TensorDataset(torch.tensor(ratings[idx, 0], dtype=torch.long),
                         torch.tensor(ratings[idx, 1], dtype=torch.long),
                         torch.tensor(ratings[idx, 2], dtype=torch.float32))

train_loader = DataLoader(to_ds(train_idx), batch_size=256, shuffle=True)
test_loader = DataLoader(to_ds(test_idx), batch_size=1024)


class NCF(nn.Module):
    def __init__(self, num_users, num_items, emb_dim=32):
        super().__init__()
        self.user_emb = nn.Embedding(num_users, emb_dim)
        self.item_emb = nn.Embedding(num_items, emb_dim)
        self.mlp = nn.Sequential(
            nn.Linear(2 * emb_dim, 64), nn.ReLU(),
            nn.Linear(64, 32), nn.ReLU(),
            nn.Linear(32, 1),
        )

    def forward(self, u, i):
        x = torch.cat([self.user_emb(u), self.item_emb(i)], dim=1)
        return self.mlp(x).squeeze(1) + 3.0


model = NCF(num_users, num_items, emb_dim=32)
optimizer = torch.optim.Adam(model.parameters(), lr=2e-3, weight_decay=1e-5)
criterion = nn.MSELoss()

for epoch in range(20):
    model.train()
    total = 0.0
    for u, i, rating in train_loader:
        pred = model(u, i)
        loss = criterion(pred, rating)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        total += loss.item() * len(u)

    model.eval()
    se, n = 0.0, 0
    with torch.no_grad():
        for u, i, rating in test_loader:
            se += ((model(u, i) - rating) ** 2).sum().item()
            n += len(u)
    test_rmse = (se / n) ** 0.5
    print(f"epoch {epoch:2d}  train mse {total / len(train_idx):.4f}  test rmse {test_rmse:.4f}")

torch.save(model.state_dict(), "ncf.pt")
