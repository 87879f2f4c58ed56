"""Reproduction: resident memory climbs with every training epoch of the promoter notebook."""
import gc

import torch

from dnatools.encoding import VOCAB_SIZE, encode_batch
from dnatools.memory import rss_mb
from dnatools.model import PromoterTransformer
from dnatools.sequences import make_dataset
from dnatools.training import predict, train_epoch


def test_memory_flat_across_epochs():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    seqs, labels = make_dataset(480, 120, seed=1)
    x, y = encode_batch(seqs), torch.tensor(labels)
    model = PromoterTransformer(VOCAB_SIZE, max_len=x.shape[1], dim=64, heads=4, depth=2)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-4, weight_decay=0.01)
    rss = []
    for _ in range(5):
        train_epoch(model, opt, x, y, 16)
        predict(model, x[:200])
        gc.collect()
        rss.append(round(rss_mb()))
    growth = rss[-1] - rss[0]
    assert growth < 100, f"RSS grew by {growth} MB over 4 epochs; rss per epoch (MB): {rss}"
