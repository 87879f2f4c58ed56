import torch.nn as nn


class TransactionAE(nn.Module):
    def __init__(self, n_features, hidden=(256, 128), code=8, dropout=0.05):
        super().__init__()
        enc, d = [], n_features
        for h in hidden:
            enc += [nn.Linear(d, h), nn.SiLU(), nn.Dropout(dropout)]
            d = h
        enc.append(nn.Linear(d, code))
        dec, d = [], code
        for h in reversed(hidden):
            dec += [nn.Linear(d, h), nn.SiLU()]
            d = h
        dec.append(nn.Linear(d, n_features))
        self.encoder, self.decoder = nn.Sequential(*enc), nn.Sequential(*dec)

    def encode(self, x):
        return self.encoder(x)

    def forward(self, x):
        return self.decoder(self.encoder(x))

    def anomaly_score(self, x):
        return ((self(x) - x) ** 2).mean(dim=1)
