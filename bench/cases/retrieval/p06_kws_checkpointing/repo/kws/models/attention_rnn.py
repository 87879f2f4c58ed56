import torch
from torch import nn


class AttentionRNN(nn.Module):
    """Conv front-end + BiLSTM + single-query attention (de Andrade et al., 2018)."""

    def __init__(self, num_classes=12, n_mels=40, channels=10, hidden=32, dropout=0.1):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv2d(1, channels, (5, 1), padding=(2, 0)), nn.BatchNorm2d(channels), nn.ReLU(),
            nn.Conv2d(channels, 1, (5, 1), padding=(2, 0)), nn.BatchNorm2d(1), nn.ReLU())
        self.rnn = nn.LSTM(n_mels, hidden, batch_first=True, bidirectional=True)
        self.query = nn.Linear(2 * hidden, 2 * hidden)
        self.dropout = nn.Dropout(dropout)
        self.classifier = nn.Linear(2 * hidden, num_classes)

    def forward(self, x):
        h = self.encoder(x.unsqueeze(1)).squeeze(1).transpose(1, 2)
        out, _ = self.rnn(h)
        q = self.query(out[:, out.size(1) // 2])
        w = torch.softmax((out @ q.unsqueeze(-1)).squeeze(-1), dim=-1)
        ctx = (w.unsqueeze(-1) * out).sum(1)
        return self.classifier(self.dropout(ctx))
