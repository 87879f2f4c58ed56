import torch
import torch.nn as nn

from .data import make_textures


@torch.no_grad()
def embed(encoder, images, batch_size=256):
    encoder.eval()
    return torch.cat([encoder(images[i:i + batch_size]) for i in range(0, len(images), batch_size)])


def linear_probe(model, cfg, log=print):
    d, pc = cfg["data"], cfg["probe"]
    xtr, ytr = make_textures(d["n_train"], d["image_size"], d["n_classes"], seed=cfg["seed"])
    xte, yte = make_textures(d["n_test"], d["image_size"], d["n_classes"], seed=cfg["seed"] + 1)
    ftr, fte = embed(model.encoder, xtr), embed(model.encoder, xte)
    mu, sd = ftr.mean(0), ftr.std(0) + 1e-6
    ftr, fte = (ftr - mu) / sd, (fte - mu) / sd
    clf = nn.Linear(ftr.shape[1], d["n_classes"])
    opt = torch.optim.Adam(clf.parameters(), lr=pc["lr"])
    for _ in range(pc["epochs"]):
        for i in range(0, len(ftr), 256):
            loss = nn.functional.cross_entropy(clf(ftr[i:i + 256]), ytr[i:i + 256])
            opt.zero_grad()
            loss.backward()
            opt.step()
    acc = (clf(fte).argmax(1) == yte).float().mean().item()
    log(f"linear probe accuracy {acc:.4f}")
    return acc
