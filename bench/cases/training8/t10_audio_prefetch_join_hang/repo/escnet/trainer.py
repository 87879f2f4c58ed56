import torch
import torch.nn.functional as F

from .dataset import build_loaders
from .metrics import ConfusionMatrix
from .model import ESCNet
from .prefetch import BackgroundLoader
from .synth import CLASSES
from .utils import Stopwatch, seed_all


@torch.no_grad()
def validate(model, loader):
    model.eval()
    cm = ConfusionMatrix(len(CLASSES))
    for x, y in loader:          # always consumes the whole loader
        cm.update(model(x), y)
    return cm.accuracy


def train(cfg, log=print):
    seed_all(cfg["seed"])
    train_loader, valid_loader = build_loaders(cfg)
    prefetch = cfg["data"].get("prefetch") or 0
    if prefetch:
        train_loader = BackgroundLoader(train_loader, prefetch)
        valid_loader = BackgroundLoader(valid_loader, prefetch)
    t = cfg["train"]
    model = ESCNet(len(CLASSES), cfg["model"]["channels"], cfg["model"]["dropout"])
    opt = torch.optim.Adam(model.parameters(), lr=t["lr"])
    max_steps = t.get("max_steps_per_epoch") or len(train_loader)
    history = []
    for epoch in range(1, t["epochs"] + 1):
        model.train()
        with Stopwatch() as sw:
            for step, (x, y) in enumerate(train_loader, 1):
                loss = F.cross_entropy(model(x), y)
                opt.zero_grad()
                loss.backward()
                opt.step()
                if t["log_every"] and step % t["log_every"] == 0:
                    log(f"epoch {epoch} | step {step}/{max_steps} | loss {loss.item():.3f}")
                if step >= max_steps:
                    break
        acc = validate(model, valid_loader)
        log(f"epoch {epoch} done in {sw.elapsed:.1f}s | valid acc {acc:.3f}")
        history.append({"epoch": epoch, "loss": loss.item(), "valid_acc": acc})
    return model, history
