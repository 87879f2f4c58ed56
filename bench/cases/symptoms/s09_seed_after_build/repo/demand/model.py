import torch.nn as nn


class LSTMForecaster(nn.Module):
    def __init__(self, horizon, hidden=48, layers=1, dropout=0.1):
        super().__init__()
        self.lstm = nn.LSTM(1, hidden, num_layers=layers, batch_first=True)
        self.drop = nn.Dropout(dropout)
        self.out = nn.Linear(hidden, horizon)

    def forward(self, x):
        h, _ = self.lstm(x)
        return self.out(self.drop(h[:, -1]))
