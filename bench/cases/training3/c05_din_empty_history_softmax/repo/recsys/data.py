"""Synthetic impression log: (user click history, candidate item, clicked?)."""
import torch
from torch.utils.data import Dataset

PAD_ITEM = 0


def make_impressions(n, n_items=5000, max_history=50, latent=16, cold_start_rate=2e-5, seed=0):
    g = torch.Generator().manual_seed(seed)
    item_latent = torch.randn(n_items + 1, latent, generator=torch.Generator().manual_seed(7))
    item_latent[PAD_ITEM] = 0
    lengths = torch.randint(1, max_history + 1, (n,), generator=g)
    # brand-new accounts have not clicked anything yet
    lengths[torch.rand(n, generator=g) < cold_start_rate] = 0
    history = torch.randint(1, n_items + 1, (n, max_history), generator=g)
    # users are consistent: their history is drawn around a few "taste" items
    taste = torch.randint(1, n_items + 1, (n, 1), generator=g)
    same = torch.rand(n, max_history, generator=g) < 0.5
    history = torch.where(same, (taste + torch.randint(0, 20, (n, max_history), generator=g)).clamp_max(n_items),
                          history)
    positions = torch.arange(max_history).expand(n, -1)
    history = history.masked_fill(positions >= lengths[:, None], PAD_ITEM)
    candidate = torch.where(torch.rand(n, generator=g) < 0.5,
                            (taste[:, 0] + torch.randint(0, 20, (n,), generator=g)).clamp_max(n_items),
                            torch.randint(1, n_items + 1, (n,), generator=g))
    pref = item_latent[history].sum(1) / lengths.clamp_min(1)[:, None]
    affinity = torch.cosine_similarity(pref, item_latent[candidate], dim=1)
    affinity = torch.where(lengths > 0, affinity, torch.zeros_like(affinity))
    clicked = (torch.rand(n, generator=g) < torch.sigmoid(4 * affinity - 1.5)).float()
    return history, lengths, candidate, clicked


class ImpressionDataset(Dataset):
    def __init__(self, history, lengths, candidate, clicked):
        self.history, self.lengths, self.candidate, self.clicked = history, lengths, candidate, clicked

    def __len__(self):
        return len(self.clicked)

    def __getitem__(self, i):
        return self.history[i], self.lengths[i], self.candidate[i], self.clicked[i]
