import torch
from torch.utils.data import Dataset


class SurvivalDataset(Dataset):
    def __init__(self, features, durations, events):
        assert features.shape[0] == durations.shape[0] == events.shape[0]
        self.features = features.float()
        self.durations = durations.float()
        self.events = events.bool()

    def __len__(self):
        return self.features.shape[0]

    def __getitem__(self, idx):
        return self.features[idx], self.durations[idx], self.events[idx]

    def subset(self, idx):
        idx = torch.as_tensor(idx)
        return SurvivalDataset(self.features[idx], self.durations[idx], self.events[idx])

    @property
    def event_rate(self):
        return float(self.events.float().mean())
