import torch

from .model import DSCNN


def save_checkpoint(path, model, meta):
    torch.save({"state_dict": model.state_dict(), "meta": meta}, path)


def load_checkpoint(path):
    ckpt = torch.load(path, map_location="cpu")
    meta = ckpt["meta"]
    model = DSCNN(meta["n_classes"], channels=meta["channels"], n_blocks=meta["n_blocks"],
                  dropout=meta["dropout"])
    model.load_state_dict(ckpt["state_dict"])
    return model, meta
