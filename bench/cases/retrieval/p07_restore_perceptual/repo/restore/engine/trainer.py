import os
import resource
import time

import torch
from torch.utils.data import DataLoader

from ..data.dataset import build_datasets
from ..losses import build_loss
from ..metrics import psnr, ssim
from ..models import build_model


def rss_mb():
    """Current resident set size in MB (Linux /proc, falling back to the peak)."""
    try:
        with open(f"/proc/{os.getpid()}/statm") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2 ** 20
    except (OSError, ValueError):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class Trainer:
    def __init__(self, cfg, log=print):
        self.cfg = cfg
        self.log = log
        torch.manual_seed(cfg["train"].get("seed", 0))
        self.train_ds, self.val_ds = build_datasets(cfg)
        self.model = build_model(cfg["model"], cfg["scale"])
        self.criterion = build_loss(cfg["loss"])
        self.optimizer = torch.optim.Adam(self.model.parameters(), lr=cfg["train"]["lr"])
        self.loader = DataLoader(self.train_ds, batch_size=cfg["train"]["batch_size"], shuffle=True)
        self.val_loader = DataLoader(self.val_ds, batch_size=32)
        self.step = 0

    def train_epoch(self):
        self.model.train()
        tot, n = 0.0, 0
        for lq, hq in self.loader:
            out = self.model(lq)
            loss, parts = self.criterion(out, hq)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            self.step += 1
            tot += loss.item() * len(lq)
            n += len(lq)
            le = self.cfg["train"].get("log_every", 0)
            if le and self.step % le == 0:
                self.log(f"  step {self.step} " + " ".join(f"{k} {v:.4f}" for k, v in parts.items()))
        return tot / max(1, n)

    @torch.no_grad()
    def validate(self):
        self.model.eval()
        ps, ss, n = 0.0, 0.0, 0
        for lq, hq in self.val_loader:
            out = self.model(lq).clamp(0, 1)
            ps += psnr(out, hq) * len(lq)
            ss += ssim(out, hq).item() * len(lq)
            n += len(lq)
        return {"psnr": ps / n, "ssim": ss / n}

    def fit(self, epochs=None):
        history = []
        for epoch in range(epochs or self.cfg["train"]["epochs"]):
            t0 = time.time()
            loss = self.train_epoch()
            val = self.validate()
            rec = {"epoch": epoch, "loss": loss, **val, "rss_mb": rss_mb(), "sec": time.time() - t0}
            history.append(rec)
            self.log(f"epoch {epoch:3d} | loss {loss:.4f} | PSNR {val['psnr']:.2f} dB | "
                     f"SSIM {val['ssim']:.4f} | {rec['sec']:.1f}s | rss {rec['rss_mb']:.0f} MB")
        return history

    def save(self, path):
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        torch.save({"model": self.model.state_dict(), "optimizer": self.optimizer.state_dict(),
                    "step": self.step, "cfg": self.cfg}, path)

    def load(self, path, with_optimizer=True):
        ck = torch.load(path, map_location="cpu", weights_only=False)
        self.model.load_state_dict(ck["model"])
        if with_optimizer:
            self.optimizer.load_state_dict(ck["optimizer"])
        self.step = ck.get("step", 0)
        return ck
