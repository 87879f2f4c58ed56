import torch

from sslkit.models import build_backbone, build_method
from sslkit.utils.checkpoint import extract_backbone_state, load_backbone, save

CFG = {
    "method": "simclr",
    "backbone": {"arch": "resnet_small", "width": 8},
    "head": {"proj_hidden": 16, "proj_dim": 8},
}


def test_extract_simclr_backbone():
    model = build_method(CFG)
    weights = extract_backbone_state(model.state_dict())
    assert set(weights) == set(model.backbone.state_dict())


def test_extract_ddp_prefix():
    model = build_method(CFG)
    ddp_state = {"module." + k: v for k, v in model.state_dict().items()}
    weights = extract_backbone_state(ddp_state)
    assert set(weights) == set(model.backbone.state_dict())


def test_load_roundtrip(tmp_path):
    model = build_method(CFG)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    save(str(tmp_path / "ck.pth"), model, opt, 3, CFG)
    fresh = build_backbone(CFG["backbone"])
    epoch, method = load_backbone(fresh, str(tmp_path / "ck.pth"))
    assert (epoch, method) == (3, "simclr")
    for a, b in zip(fresh.state_dict().values(), model.backbone.state_dict().values()):
        assert torch.equal(a, b)
