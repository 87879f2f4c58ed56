"""Reproduction: resident memory grows with every batch scored by BatchScorer."""
import torch

import score
from ctr.data import FIELDS, N_DENSE
from ctr.inference import save_model
from ctr.model import WideAndDeep


def test_scoring_memory_stays_flat(tmp_path):
    torch.manual_seed(0)
    model = WideAndDeep(list(FIELDS.values()), N_DENSE, emb_dim=16)
    path = str(tmp_path / "ctr.pt")
    save_model(path, model, {"cardinalities": list(FIELDS.values()), "n_dense": N_DENSE,
                             "emb_dim": 16})
    probs, rss = score.main([path, "--n", "40000", "--batch-size", "2048", "--report-every", "0"])
    assert probs.shape == (40000,)
    growth = rss[-1] - rss[2]
    assert growth < 50, (f"RSS grew by {growth:.0f} MB while scoring {len(rss)} batches; "
                         f"RSS per batch (MB): {[round(r) for r in rss]}")
    assert not probs.requires_grad
