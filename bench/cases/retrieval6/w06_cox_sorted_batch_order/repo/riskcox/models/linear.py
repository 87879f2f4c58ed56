from torch import nn


class CoxLinear(nn.Module):
    """Classical linear Cox model: log-risk = x @ beta (no intercept, it cancels in the partial likelihood)."""

    def __init__(self, in_features):
        super().__init__()
        self.beta = nn.Linear(in_features, 1, bias=False)
        nn.init.zeros_(self.beta.weight)

    def forward(self, x):
        return self.beta(x).squeeze(-1)
