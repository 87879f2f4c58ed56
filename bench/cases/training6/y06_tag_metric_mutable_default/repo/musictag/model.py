from torch import nn


class TagHead(nn.Module):
    def __init__(self, emb_dim, n_tags, hidden=1024, dropout=0.3):
        super().__init__()
        self.net = nn.Sequential(
            nn.LayerNorm(emb_dim),
            nn.Linear(emb_dim, hidden), nn.GELU(), nn.Dropout(dropout),
            nn.Linear(hidden, n_tags),
        )

    def forward(self, x):
        return self.net(x)
