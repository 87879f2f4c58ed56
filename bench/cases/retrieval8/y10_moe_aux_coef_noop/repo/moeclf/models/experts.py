"""Expert feed-forward networks."""

import torch.nn as nn


class FeedForwardExpert(nn.Module):
    def __init__(self, dim, hidden_dim, dropout=0.0):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(dim, hidden_dim),
            nn.GELU(),
            nn.Dropout(dropout),
            nn.Linear(hidden_dim, dim),
        )

    def forward(self, x):
        return self.net(x)


class ExpertBank(nn.Module):
    def __init__(self, num_experts, dim, hidden_dim, dropout=0.0):
        super().__init__()
        self.experts = nn.ModuleList(
            [FeedForwardExpert(dim, hidden_dim, dropout) for _ in range(num_experts)]
        )

    def __len__(self):
        return len(self.experts)

    def __getitem__(self, idx):
        return self.experts[idx]
