import torch.nn as nn

from kws.models.layers import ConvBlock, MaskedStatsPool


class KeywordCNN(nn.Module):
    def __init__(self, in_dim, num_classes, hidden=64, layers=2, dropout=0.1):
        super().__init__()
        blocks = [ConvBlock(in_dim, hidden, dropout=dropout)]
        blocks += [ConvBlock(hidden, hidden, dropout=dropout) for _ in range(layers - 1)]
        self.blocks = nn.Sequential(*blocks)
        self.pool = MaskedStatsPool()
        self.head = nn.Linear(2 * hidden, num_classes)

    def forward(self, feats, lengths):
        x = self.blocks(feats.transpose(1, 2))   # (B, H, T)
        return self.head(self.pool(x, lengths))
