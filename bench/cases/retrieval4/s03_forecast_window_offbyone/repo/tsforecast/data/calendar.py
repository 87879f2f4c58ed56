import math

import torch


def add_calendar_features(stamps, values):
    hours = torch.tensor([s.hour for s in stamps], dtype=torch.float32)
    dow = torch.tensor([s.weekday() for s in stamps], dtype=torch.float32)
    feats = torch.stack([
        torch.sin(2 * math.pi * hours / 24), torch.cos(2 * math.pi * hours / 24),
        torch.sin(2 * math.pi * dow / 7), torch.cos(2 * math.pi * dow / 7),
    ], dim=1)
    return torch.cat([values, feats], dim=1)
