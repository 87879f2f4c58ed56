# churn model: customer features + an embedding for the country code
import numpy as np
import torch
import torch.nn as nn

torch.manual_seed(0)
np.random.seed(0)

N_COUNTRIES = 12
N_NUM = 6

# fake "csv": first column is the country id, the rest numeric features
n_rows = 2000
country = np.random.randint(0, N_COUNTRIES, size=(n_rows, 1))
numeric = np.random.randn(n_rows, N_NUM)
table = np.concatenate([country, numeric], axis=1)
labels = ((numeric[:, 0] + 0.5 * (country[:, 0] % 3) - 0.5) > 0).astype(np.int64)

X = torch.from_numpy(table).float()
y = torch.from_numpy(labels)


class ChurnNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.country_emb = nn.Embedding(N_COUNTRIES, 4)
        self.mlp = nn.Sequential(nn.Linear(4 + N_NUM, 32), nn.ReLU(), nn.Linear(32, 2))

    def forward(self, x):
        cid = x[:, 0]
        num = x[:, 1:]
        e = self.country_emb(cid)
        return self.mlp(torch.cat([e, num], dim=1))


model = ChurnNet()
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
loss_fn = nn.CrossEntropyLoss()

batch_size = 64
for epoch in range(20):
    perm = torch.randperm(n_rows)
    total = 0.0
    for i in range(0, n_rows, batch_size):
        idx = perm[i:i + batch_size]
        xb, yb = X[idx], y[idx]
        logits = model(xb)
        loss = loss_fn(logits, yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * len(idx)
    print(f"epoch {epoch} loss {total / n_rows:.4f}")

with torch.no_grad():
    acc = (model(X).argmax(1) == y).float().mean().item()
print(f"train acc {acc:.3f}")
