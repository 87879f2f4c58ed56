import os

import torch

from ..metrics import psnr, ssim
from ..utils import get_logger, is_main_process, load_training_state, save_training_state


@torch.no_grad()
def validate(model, loader, device):
    model.eval()
    p, s, n = 0.0, 0.0, 0
    for noisy, clean in loader:
        noisy, clean = noisy.to(device), clean.to(device)
        out = model(noisy)
        p += psnr(out, clean) * noisy.size(0)
        s += ssim(out.clamp(0, 1), clean) * noisy.size(0)
        n += noisy.size(0)
    return p / max(n, 1), s / max(n, 1)


class RestorationTrainer:
    def __init__(self, model, loss_fn, optimizer, scheduler, cfg, device, sampler=None):
        self.model = model
        self.loss_fn = loss_fn
        self.optimizer = optimizer
        self.scheduler = scheduler
        self.cfg = cfg
        self.device = device
        self.sampler = sampler
        self.start_epoch = 0
        self.best = 0.0
        self.log = get_logger()

    def resume(self, path, bare_model):
        self.start_epoch, self.best = load_training_state(path, bare_model, self.optimizer, self.scheduler)
        self.log.info(f"resumed from {path} at epoch {self.start_epoch} (best PSNR {self.best:.2f})")

    def train_epoch(self, loader):
        self.model.train()
        tot, n = 0.0, 0
        for noisy, clean in loader:
            noisy, clean = noisy.to(self.device), clean.to(self.device)
            loss = self.loss_fn(self.model(noisy), clean)
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            self.optimizer.step()
            tot += loss.item()
            n += 1
        self.scheduler.step()
        return tot / max(n, 1)

    def fit(self, train_loader, val_loader, bare_model):
        tc = self.cfg["train"]
        for epoch in range(self.start_epoch + 1, tc["epochs"] + 1):
            if self.sampler is not None:
                self.sampler.set_epoch(epoch)
            loss = self.train_epoch(train_loader)
            if not is_main_process():
                continue
            msg = f"epoch {epoch:4d} loss {loss:.5f} lr {self.optimizer.param_groups[0]['lr']:.2e}"
            if epoch % tc["val_every"] == 0:
                vp, vs = validate(bare_model, val_loader, self.device)
                msg += f" val PSNR {vp:.2f} SSIM {vs:.4f}"
                if vp > self.best:
                    self.best = vp
                    save_training_state(os.path.join(tc["out_dir"], "best.pt"), self.model, self.optimizer,
                                        self.scheduler, epoch, self.best)
            save_training_state(os.path.join(tc["out_dir"], "last.pt"), self.model, self.optimizer,
                                self.scheduler, epoch, self.best)
            self.log.info(msg)
