import torch
from torch import nn


class ResidualBlock(nn.Module):
    def __init__(self, dim, dropout=0.1):
        super().__init__()
        self.fc1 = nn.Linear(dim, dim)
        self.fc2 = nn.Linear(dim, dim)
        self.drop = nn.Dropout(dropout)

    def forward(self, x):
        h = torch.relu(self.fc1(x))
        return x + self.fc2(self.drop(h))


class ChurnMLP(nn.Module):
    """Numeric columns + an embedding of the contract plan, then residual MLP blocks."""

    def __init__(self, num_numeric, num_plans, plan_dim=4, hidden=64, depth=2,
                 num_classes=2, dropout=0.1):
        super().__init__()
        self.plan_emb = nn.Embedding(num_plans, plan_dim)
        self.layers = [nn.Linear(num_numeric + plan_dim, hidden)]
        for _ in range(depth):
            self.layers.append(ResidualBlock(hidden, dropout))
        self.layers.append(nn.Linear(hidden, num_classes))

    def forward(self, numeric, plan):
        x = torch.cat([numeric, self.plan_emb(plan)], dim=1)
        x = torch.relu(self.layers[0](x))
        for block in self.layers[1:-1]:
            x = block(x)
        return self.layers[-1](x)
