from torch import nn


class MLP(nn.Module):
    def __init__(self, in_dim, out_dim, hidden=64, num_layers=2, activation="relu",
                 zero_init=True):
        super().__init__()
        act = {"relu": nn.ReLU, "tanh": nn.Tanh, "gelu": nn.GELU}[activation]
        layers, d = [], in_dim
        for _ in range(num_layers):
            layers += [nn.Linear(d, hidden), act()]
            d = hidden
        self.body = nn.Sequential(*layers)
        self.head = nn.Linear(d, out_dim)
        if zero_init:  # start every coupling at the identity
            nn.init.zeros_(self.head.weight)
            nn.init.zeros_(self.head.bias)

    def forward(self, x):
        return self.head(self.body(x))
