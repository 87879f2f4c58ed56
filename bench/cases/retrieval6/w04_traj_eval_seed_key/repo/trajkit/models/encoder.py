from torch import nn


class TrackEncoder(nn.Module):
    """GRU over per-step displacements of a track in the agent frame."""

    def __init__(self, hidden=64):
        super().__init__()
        self.inp = nn.Linear(2, hidden)
        self.gru = nn.GRU(hidden, hidden, batch_first=True)

    def forward(self, track):  # [B, T, 2]
        vel = track[:, 1:] - track[:, :-1]
        _, h = self.gru(self.inp(vel))
        return h[-1]
