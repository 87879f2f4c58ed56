import torch
import torch.nn as nn

from .data import PAD_ID


class FamilyCNN(nn.Module):
    def __init__(self, num_families, embed_dim=32, channels=64, kernel=7):
        super().__init__()
        self.embed = nn.Embedding(21, embed_dim, padding_idx=PAD_ID)
        self.conv1 = nn.Conv1d(embed_dim, channels, kernel, padding=kernel // 2)
        self.conv2 = nn.Conv1d(channels, channels, kernel, padding=kernel // 2)
        self.head = nn.Linear(channels, num_families)

    def forward(self, tokens):
        mask = (tokens != PAD_ID).unsqueeze(1)
        h = self.embed(tokens).transpose(1, 2)
        h = torch.relu(self.conv1(h))
        h = torch.relu(self.conv2(h))
        h = h.masked_fill(~mask, float("-inf")).amax(dim=2)  # max-pool over real positions
        return self.head(h)
