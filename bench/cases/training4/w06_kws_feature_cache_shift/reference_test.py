"""Reproduction: memory held by the KWS training process keeps growing every epoch."""
import gc

import torch
from torch.utils.data import DataLoader

from kws.audio import WORDS, synth_clips
from kws.dataset import KeywordDataset
from kws.engine import train_epoch
from kws.features import LogMel
from kws.model import KWSNet


def live_tensor_mb():
    gc.collect()
    seen, total = set(), 0
    for obj in gc.get_objects():
        try:
            if torch.is_tensor(obj) and obj.untyped_storage().data_ptr() not in seen:
                seen.add(obj.untyped_storage().data_ptr())
                total += obj.untyped_storage().nbytes()
        except Exception:
            pass
    return total / 2 ** 20


def test_memory_flat_after_first_epoch():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    clips, labels = synth_clips(1000, seed=0)
    ds = KeywordDataset(clips, labels, LogMel(), train=True)
    dl = DataLoader(ds, batch_size=128, shuffle=True)
    model = KWSNet(len(WORDS), width=8)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    mem = []
    for _ in range(4):
        train_epoch(model, dl, opt)
        mem.append(live_tensor_mb())
    growth = mem[-1] - mem[0]
    assert growth < 5, f"live tensor memory grew by {growth:.1f} MB over 3 epochs: {[round(m, 1) for m in mem]} MB"
