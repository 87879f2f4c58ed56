"""Synthetic click logs: categorical fields + a few dense features -> click (0/1)."""
import torch
from torch.utils.data import Dataset

FIELDS = {
    "site_id": 200,
    "app_category": 30,
    "device_type": 5,
    "hour": 24,
    "banner_pos": 7,
    "user_segment": 50,
    "ad_campaign": 400,
    "country": 60,
}
N_DENSE = 8


def generate_clicks(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    gt = torch.Generator().manual_seed(12345)
    cats = torch.stack([torch.randint(0, card, (n,), generator=g) for card in FIELDS.values()], 1)
    dense = torch.randn(n, N_DENSE, generator=g)
    field_effects = [0.8 * torch.randn(card, generator=gt) for card in FIELDS.values()]
    dense_w = 0.5 * torch.randn(N_DENSE, generator=gt)
    logit = -1.5 + dense @ dense_w
    for f, eff in enumerate(field_effects):
        logit = logit + eff[cats[:, f]]
    inter = torch.randn(FIELDS["user_segment"], FIELDS["app_category"], generator=gt)
    logit = logit + inter[cats[:, 5], cats[:, 1]]
    clicks = (torch.rand(n, generator=g) < torch.sigmoid(logit)).float()
    return cats, dense, clicks


class ClickDataset(Dataset):
    def __init__(self, cats, dense, clicks):
        self.cats, self.dense, self.clicks = cats, dense, clicks

    def __len__(self):
        return len(self.clicks)

    def __getitem__(self, idx):
        return self.cats[idx], self.dense[idx], self.clicks[idx]
