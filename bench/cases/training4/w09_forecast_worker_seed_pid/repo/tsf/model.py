from torch import nn


class GRUForecaster(nn.Module):
    def __init__(self, horizon, hidden=64, layers=2, dropout=0.1):
        super().__init__()
        self.rnn = nn.GRU(1, hidden, layers, batch_first=True, dropout=dropout if layers > 1 else 0.0)
        self.head = nn.Sequential(nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, horizon))

    def forward(self, x):
        out, _ = self.rnn(x)
        return 1.0 + self.head(out[:, -1])
