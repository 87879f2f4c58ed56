import torch.nn as nn


class LSTMForecaster(nn.Module):
    def __init__(self, c_in, c_out, horizon, hidden=128, n_layers=2):
        super().__init__()
        self.horizon, self.c_out = horizon, c_out
        self.lstm = nn.LSTM(c_in, hidden, n_layers, batch_first=True, dropout=0.1 if n_layers > 1 else 0.0)
        self.head = nn.Linear(hidden, horizon * c_out)

    def forward(self, x):
        out, _ = self.lstm(x)
        return self.head(out[:, -1]).view(x.shape[0], self.horizon, self.c_out)
