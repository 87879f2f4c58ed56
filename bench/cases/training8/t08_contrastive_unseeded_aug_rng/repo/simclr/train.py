import torch
from torch.utils.data import DataLoader

from .augment import simclr_transform
from .data import TwoViewDataset, make_textures
from .loss import nt_xent
from .model import SimCLR
from .utils import seed_everything


def pretrain(cfg, log=print, max_steps=None):
    seed_everything(cfg["seed"])
    d, p = cfg["data"], cfg["pretrain"]
    images, _ = make_textures(d["n_train"], d["image_size"], d["n_classes"], seed=cfg["seed"])
    ds = TwoViewDataset(images, simclr_transform(d["image_size"], cfg["augment"]))
    loader = DataLoader(ds, batch_size=p["batch_size"], shuffle=True, drop_last=True)
    model = SimCLR(cfg["model"]["width"], cfg["model"]["feat_dim"], cfg["model"]["proj_dim"])
    opt = torch.optim.Adam(model.parameters(), lr=p["lr"])
    losses, step = [], 0
    for epoch in range(1, p["epochs"] + 1):
        model.train()
        for v1, v2 in loader:
            loss = nt_xent(model(v1), model(v2), p["temperature"])
            opt.zero_grad()
            loss.backward()
            opt.step()
            losses.append(loss.item())
            step += 1
            if p["log_every"] and step % p["log_every"] == 0:
                log(f"ep {epoch:02d} step {step:05d} nt_xent {loss.item():.5f}")
            if max_steps and step >= max_steps:
                return model, losses
    return model, losses
