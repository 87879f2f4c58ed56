"""Reproduction: weights saved from a DataParallel-wrapped DSCNN are not restored by load_weights."""
import torch

from kws.models import build_model
from kws.utils.checkpoint import load_weights, save_checkpoint


def test_data_parallel_checkpoint_roundtrip(tmp_path):
    torch.manual_seed(0)
    trained = build_model("dscnn", num_classes=12)
    with torch.no_grad():
        for p in trained.parameters():
            p.add_(0.5 * torch.randn_like(p))
    wrapped = torch.nn.DataParallel(trained)
    path = str(tmp_path / "best.pt")
    save_checkpoint(path, wrapped, epoch=14, metrics={"val_acc": 0.958})

    fresh = build_model("dscnn", num_classes=12)
    load_weights(fresh, path)
    restored = fresh.state_dict()
    differing = [k for k, v in trained.state_dict().items() if not torch.equal(v, restored[k])]
    assert not differing, f"weights not restored from the checkpoint: {differing}"
    x = torch.randn(4, 40, 101)
    trained.eval(), fresh.eval()
    assert torch.allclose(trained(x), fresh(x)), "restored model gives different outputs"
