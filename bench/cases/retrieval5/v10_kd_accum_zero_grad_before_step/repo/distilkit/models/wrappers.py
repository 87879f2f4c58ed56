"""Helpers for teacher/student setups."""
import torch.nn as nn


def freeze(module):
    """Put a module in eval mode and stop gradients to its parameters."""
    module.eval()
    for p in module.parameters():
        p.requires_grad_(False)
    return module


class FeatureTap(nn.Module):
    """Runs a classifier and also returns its last feature map (for hint losses)."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, x):
        feats = self.model.forward_features(x)
        logits = self.model.fc(self.model.pool(feats).flatten(1))
        return logits, feats
