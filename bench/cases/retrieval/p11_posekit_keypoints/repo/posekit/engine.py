import torch
from torch.utils.data import DataLoader

from . import KEYPOINTS
from .data.dataset import build_datasets
from .data.heatmaps import decode_heatmaps
from .losses import JointsMSELoss
from .metrics import mean_error, pck
from .models import build_model


def run_training(cfg, log=print, seed=0):
    torch.manual_seed(seed)
    train_ds, val_ds = build_datasets(cfg["data"], seed)
    stride = cfg["data"].get("heatmap_stride", 4)
    model = build_model(cfg["model"], len(KEYPOINTS), stride)
    opt = torch.optim.Adam(model.parameters(), lr=cfg["train"]["lr"])
    crit = JointsMSELoss()
    loader = DataLoader(train_ds, batch_size=cfg["train"]["batch_size"], shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=64)
    history = []
    for epoch in range(cfg["train"]["epochs"]):
        model.train()
        total, n = 0.0, 0
        for b in loader:
            loss = crit(model(b["image"]), b["heatmaps"], b["weights"])
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item()
            n += 1
        stats = validate(model, val_loader, stride, cfg["eval"]["pck_threshold"])
        history.append({"epoch": epoch, "loss": total / max(1, n), **stats})
        log(f"epoch {epoch:2d} | loss {total / max(1, n):.5f} | PCK@{cfg['eval']['pck_threshold']} "
            f"{stats['pck']:.3f} | mean err {stats['err_px']:.2f}px")
    return model, history


@torch.no_grad()
def validate(model, loader, stride=4, threshold=0.1):
    model.eval()
    preds, gts, viss = [], [], []
    for b in loader:
        coords, _ = decode_heatmaps(model(b["image"]), stride)
        preds.append(coords)
        gts.append(b["keypoints"])
        viss.append(b["visible"])
    p, g, v = torch.cat(preds), torch.cat(gts), torch.cat(viss)
    return {"pck": pck(p, g, v, threshold), "err_px": mean_error(p, g, v)}
