import torch

from ..losses import build_criterion
from ..utils import AverageMeter, get_logger
from ..utils.checkpoint import save_checkpoint
from .evaluator import evaluate


class Trainer:
    def __init__(self, cfg, model, loaders, num_classes=3):
        self.cfg = cfg
        self.model = model
        self.loaders = loaders
        self.num_classes = num_classes
        t = cfg.train
        self.epochs = t.get("epochs", 10)
        self.criterion = build_criterion(cfg.get("loss", {}), loaders["train"].dataset.y,
                                         num_classes)
        self.optimizer = torch.optim.AdamW(model.parameters(), lr=cfg.optimizer.get("lr", 1e-3),
                                           weight_decay=cfg.optimizer.get("weight_decay", 1e-2))
        self.logger = get_logger("biosig")

    def train_epoch(self):
        self.model.train()
        meter = AverageMeter()
        for x, y, _ in self.loaders["train"]:
            loss = self.criterion(self.model(x), y)
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            self.optimizer.step()
            meter.update(loss.item(), x.size(0))
        return meter.avg

    def fit(self):
        best = {"val_bacc": -1.0}
        state = None
        for epoch in range(1, self.epochs + 1):
            loss = self.train_epoch()
            val = evaluate(self.model, self.loaders["val"], self.num_classes)
            self.logger.info(f"epoch {epoch:02d} loss {loss:.4f} val_acc {val['acc']:.4f} "
                             f"val_bacc {val['bacc']:.4f}")
            if val["bacc"] > best["val_bacc"]:
                best = {"val_bacc": val["bacc"], "epoch": epoch}
                state = {k: v.clone() for k, v in self.model.state_dict().items()}
        if state is not None:
            self.model.load_state_dict(state)
        test = evaluate(self.model, self.loaders["test"], self.num_classes)
        self.logger.info(f"test acc {test['acc']:.4f} bacc {test['bacc']:.4f} "
                         f"(best epoch {best.get('epoch')})")
        ckpt = self.cfg.train.get("checkpoint")
        if ckpt:
            save_checkpoint(ckpt, self.model, self.optimizer, epoch=best.get("epoch"))
        return {**best, "test_acc": test["acc"], "test_bacc": test["bacc"],
                "test_per_subject": test["per_subject"]}
