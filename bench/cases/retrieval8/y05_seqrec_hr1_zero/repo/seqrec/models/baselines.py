import torch
import torch.nn as nn


class PopularityRecommender(nn.Module):
    """Non-personalised baseline: score = training-set popularity of the item."""

    def __init__(self, popularity):
        super().__init__()
        self.register_buffer("popularity", torch.as_tensor(popularity, dtype=torch.float32))

    def score(self, history, lengths, candidates):
        return self.popularity[candidates]

    def forward(self, history, lengths, candidates):
        return self.score(history, lengths, candidates)
