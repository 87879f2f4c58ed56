"""Training loop for SR generators."""
import os

from torch.utils.data import DataLoader

from ..data import build_dataset
from ..losses import build_loss
from ..models import build_model
from ..transforms import build_transforms
from ..utils.checkpoint import save_checkpoint
from ..utils.logging import AverageMeter, get_logger
from ..utils.optim import build_optimizer, build_scheduler
from .tester import SRTester


class SRTrainer:
    def __init__(self, cfg):
        self.cfg = cfg
        tc = cfg["train"]
        self.log = get_logger("sresolve.train")
        self.model = build_model(cfg)
        self.loss_fn = build_loss(tc.get("loss", "l1"))
        train_set = build_dataset(cfg, "train", build_transforms(cfg, train=True))
        val_set = build_dataset(cfg, "val", None)
        self.loader = DataLoader(train_set, batch_size=tc["batch_size"], shuffle=True,
                                 num_workers=tc.get("num_workers", 0), drop_last=True)
        self.tester = SRTester(cfg, DataLoader(val_set, batch_size=1))
        params = [p for p in self.model.parameters() if p.requires_grad]
        self.optimizer = build_optimizer(params, cfg["optim"])
        self.epochs = tc["epochs"]
        self.scheduler = build_scheduler(self.optimizer, cfg["optim"], self.epochs * len(self.loader))
        self.out_dir = tc.get("out_dir", "runs/sr")

    def train_epoch(self, epoch):
        self.model.train()
        meter = AverageMeter()
        for it, batch in enumerate(self.loader):
            sr = self.model(batch["lr"])
            loss = self.loss_fn(sr, batch["hr"])
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            self.optimizer.step()
            self.scheduler.step()
            meter.update(loss.item(), sr.shape[0])
            if (it + 1) % self.cfg["train"].get("log_every", 100) == 0:
                self.log.info("[train] epoch %d it %d loss %.5f", epoch, it + 1, meter.avg)
        return meter.avg

    def fit(self):
        best = 0.0
        for epoch in range(1, self.epochs + 1):
            loss = self.train_epoch(epoch)
            self.log.info("[train] epoch %d done, loss %.5f", epoch, loss)
            res = self.tester.run(self.model, epoch)
            save_checkpoint(os.path.join(self.out_dir, "last.pt"), self.model, self.optimizer, epoch)
            if res["psnr"] > best:
                best = res["psnr"]
                save_checkpoint(os.path.join(self.out_dir, "best.pt"), self.model, None, epoch, res)
        return best
