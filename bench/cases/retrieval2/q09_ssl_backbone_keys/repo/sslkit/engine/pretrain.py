import time

import torch
from torch.utils.data import DataLoader

from ..losses import byol_loss, nt_xent
from ..utils import checkpoint
from ..utils.lars import LARS
from ..utils.misc import AverageMeter, get_logger
from ..utils.schedules import byol_tau, warmup_cosine
from .knn import knn_accuracy

log = get_logger()


class Pretrainer:
    def __init__(self, model, cfg, train_views, knn_train=None, knn_test=None, device="cpu"):
        self.model = model.to(device)
        self.cfg = cfg
        self.device = device
        o = cfg["optim"]
        self.loader = DataLoader(train_views, batch_size=o["batch_size"], shuffle=True, drop_last=True)
        params = [p for p in model.parameters() if p.requires_grad]
        if o.get("name", "sgd") == "lars":
            self.optimizer = LARS(params, lr=o["lr"], momentum=o["momentum"], weight_decay=o["weight_decay"])
        else:
            self.optimizer = torch.optim.SGD(params, lr=o["lr"], momentum=o["momentum"],
                                             weight_decay=o["weight_decay"])
        self.knn_train, self.knn_test = knn_train, knn_test
        self.total_steps = o["epochs"] * len(self.loader)
        self.step = 0
        self.start_epoch = 0

    def resume(self, path):
        """Continue a run from `last.pth` (model, optimizer and step counter)."""
        ckpt = torch.load(path, map_location=self.device, weights_only=False)
        self.model.load_state_dict(ckpt["model"])
        self.optimizer.load_state_dict(ckpt["optimizer"])
        self.start_epoch = ckpt["epoch"]
        self.step = self.start_epoch * len(self.loader)
        log.info(f"resumed from {path} at epoch {self.start_epoch}")

    def _loss(self, v1, v2):
        if self.cfg["method"] == "simclr":
            z1, z2 = self.model(v1, v2)
            return nt_xent(z1, z2, self.cfg["loss"]["temperature"])
        p1, p2, t1, t2 = self.model(v1, v2)
        return byol_loss(p1, t2) + byol_loss(p2, t1)

    def train_epoch(self, epoch):
        self.model.train()
        o = self.cfg["optim"]
        meter = AverageMeter()
        for i, ((v1, v2), _) in enumerate(self.loader):
            lr = warmup_cosine(epoch + i / len(self.loader), o["lr"], o["epochs"], o["warmup_epochs"])
            for g in self.optimizer.param_groups:
                g["lr"] = lr
            loss = self._loss(v1.to(self.device), v2.to(self.device))
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            if self.cfg["method"] == "byol":
                self.model.update_target(byol_tau(self.step, self.total_steps, self.cfg["ema"]["base_tau"]))
            self.step += 1
            meter.update(loss.item(), v1.shape[0])
        return meter.avg, lr

    def fit(self):
        out = self.cfg["out_dir"]
        kcfg = self.cfg.get("knn", {})
        for epoch in range(self.start_epoch, self.cfg["optim"]["epochs"]):
            t0 = time.time()
            loss, lr = self.train_epoch(epoch)
            msg = f"epoch {epoch + 1:3d} loss {loss:.4f} lr {lr:.4f} ({time.time() - t0:.0f}s)"
            if self.knn_train is not None and (epoch + 1) % kcfg.get("every", 10) == 0:
                self.model.eval()
                acc = knn_accuracy(self.model.features, self.knn_train, self.knn_test,
                                   self.cfg["data"]["num_classes"], k=kcfg.get("k", 20), device=self.device)
                msg += f" knn@{kcfg.get('k', 20)} {100 * acc:.2f}%"
            log.info(msg)
            checkpoint.save(f"{out}/last.pth", self.model, self.optimizer, epoch + 1, self.cfg)
