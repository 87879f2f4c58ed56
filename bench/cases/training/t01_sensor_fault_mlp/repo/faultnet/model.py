import torch.nn as nn


class MLPBlock(nn.Module):
    def __init__(self, d_in, d_out, dropout):
        super().__init__()
        self.fc = nn.Linear(d_in, d_out)
        self.norm = nn.LayerNorm(d_out)
        self.act = nn.GELU()
        self.drop = nn.Dropout(dropout)

    def forward(self, x):
        return self.drop(self.act(self.norm(self.fc(x))))


class FaultClassifier(nn.Module):
    """Plain MLP: a stack of Linear-LayerNorm-GELU blocks and a linear classifier."""

    def __init__(self, in_dim, hidden_sizes=(256, 256, 128), num_classes=4, dropout=0.1):
        super().__init__()
        self.blocks = []
        d = in_dim
        for h in hidden_sizes:
            self.blocks.append(MLPBlock(d, h, dropout))
            d = h
        self.classifier = nn.Linear(d, num_classes)

    def forward(self, x):
        for block in self.blocks:
            x = block(x)
        return self.classifier(x)
