from torch import nn


class MLPPolicy(nn.Module):
    def __init__(self, obs_dim, n_actions=4, hidden=256):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, n_actions))

    def forward(self, obs):
        return self.net(obs)
