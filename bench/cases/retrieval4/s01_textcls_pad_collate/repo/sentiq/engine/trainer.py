import os
import time

import torch

from ..metrics import ConfusionMatrix, macro_f1
from ..utils import get_logger, save_checkpoint


class Trainer:
    def __init__(self, model, loss_fn, optimizer, vocab, cfg, device="cpu"):
        self.model = model.to(device)
        self.loss_fn = loss_fn
        self.optimizer = optimizer
        self.vocab = vocab
        self.cfg = cfg
        self.device = device
        self.log = get_logger("sentiq.engine.trainer")
        self.best = -1.0

    def _to_device(self, batch):
        return {k: v.to(self.device) for k, v in batch.items()}

    def train_epoch(self, loader):
        self.model.train()
        total, n = 0.0, 0
        for batch in loader:
            batch = self._to_device(batch)
            logits = self.model(batch["input_ids"], batch["lengths"])
            loss = self.loss_fn(logits, batch["labels"])
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.cfg["train"].get("grad_clip", 5.0))
            self.optimizer.step()
            total += loss.item() * batch["labels"].size(0)
            n += batch["labels"].size(0)
        return total / max(n, 1)

    @torch.no_grad()
    def evaluate(self, loader, num_classes):
        self.model.eval()
        cm = ConfusionMatrix(num_classes)
        for batch in loader:
            batch = self._to_device(batch)
            cm.update(self.model(batch["input_ids"], batch["lengths"]), batch["labels"])
        return {"acc": cm.accuracy(), "macro_f1": macro_f1(cm)}

    def fit(self, train_loader, val_loader, num_classes):
        out_dir = self.cfg["train"]["out_dir"]
        for epoch in range(1, self.cfg["train"]["epochs"] + 1):
            if hasattr(train_loader.batch_sampler, "set_epoch"):
                train_loader.batch_sampler.set_epoch(epoch)
            t0 = time.time()
            loss = self.train_epoch(train_loader)
            m = self.evaluate(val_loader, num_classes)
            star = ""
            if m["macro_f1"] > self.best:
                self.best = m["macro_f1"]
                save_checkpoint(os.path.join(out_dir, "best.pt"), self.model, self.vocab, self.cfg, epoch=epoch, metrics=m)
                star = " *"
            self.log.info(f"epoch {epoch} | loss {loss:.4f} | val acc {m['acc']:.4f} | macro-F1 {m['macro_f1']:.4f} | {time.time() - t0:.1f}s{star}")
        return self.best
