"""Reproduction: training with gradient accumulation over 8 P x K batches never finishes."""
import subprocess
import sys

SCRIPT = r"""
import torch
torch.set_num_threads(1)
from torch.utils.data import DataLoader, TensorDataset
from embedlearn import EmbeddingNet, PKSampler, batch_hard_triplet_loss, fit, make_identities
torch.manual_seed(0)
x, y = make_identities(20, 16, seed=0)
loader = DataLoader(TensorDataset(x, y), batch_sampler=PKSampler(y, p=10, k=8, seed=0))
model = EmbeddingNet(in_dim=x.shape[1])
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
hist = fit(model, loader, opt, batch_hard_triplet_loss, max_steps=5, accum_steps=8, log_every=0)
print("optimizer steps:", len(hist))
"""


def test_accumulated_training_finishes():
    proc = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                          timeout=30)
    assert proc.returncode == 0, proc.stderr
    assert "optimizer steps: 5" in proc.stdout, proc.stdout
