"""Language-model training loop."""
import os

import torch
from torch.utils.data import DataLoader

from ..data import EventTokenizer, MelodyDataset, collate_tokens, load_melodies, make_synthetic_melodies
from ..losses import LMLoss
from ..metrics import topk_accuracy
from ..models import build_model
from ..transforms import Compose, RandomTempo, RandomTranspose
from ..utils.checkpoint import save_checkpoint
from ..utils.logging import AverageMeter, get_logger
from ..utils.optim import build_optimizer, build_scheduler


class LMTrainer:
    def __init__(self, cfg):
        self.cfg = cfg
        dc, tc = cfg["data"], cfg["train"]
        self.log = get_logger("melodygen.train")
        self.tok = EventTokenizer()
        if dc.get("kind") == "synthetic":
            mels = make_synthetic_melodies(dc.get("num_melodies", 400), seed=0)
        else:
            mels = load_melodies(dc["path"])
        n_val = max(1, len(mels) // 20)
        lo, hi = dc.get("transpose", [-5, 6])
        aug = Compose([RandomTranspose(lo, hi), RandomTempo()])
        self.train_set = MelodyDataset(mels[n_val:], self.tok, dc["seq_len"], aug, train=True)
        self.val_set = MelodyDataset(mels[:n_val], self.tok, dc["seq_len"], None, train=False)
        self.loader = DataLoader(self.train_set, batch_size=tc["batch_size"], shuffle=True,
                                 num_workers=tc.get("num_workers", 0), collate_fn=collate_tokens)
        self.val_loader = DataLoader(self.val_set, batch_size=tc["batch_size"], collate_fn=collate_tokens)
        self.model = build_model(cfg, self.tok.vocab_size)
        self.loss_fn = LMLoss(self.tok.pad_id, tc.get("label_smoothing", 0.0))
        self.optimizer = build_optimizer(self.model.parameters(), cfg["optim"])
        self.epochs = tc["epochs"]
        self.scheduler = build_scheduler(self.optimizer, cfg["optim"], self.epochs * len(self.loader))
        self.out_dir = tc.get("out_dir", "runs/music")

    def _step(self, batch):
        inp, tgt = batch[:, :-1], batch[:, 1:]
        logits = self.model(inp, pad_mask=inp == self.tok.pad_id)
        return self.loss_fn(logits, tgt), logits, tgt

    @torch.no_grad()
    def validate(self):
        self.model.eval()
        loss, acc = AverageMeter(), AverageMeter()
        for batch in self.val_loader:
            l, logits, tgt = self._step(batch)
            loss.update(l.item())
            acc.update(topk_accuracy(logits, tgt, k=1, ignore_index=self.tok.pad_id))
        self.model.train()
        return {"loss": loss.avg, "acc": acc.avg}

    def fit(self):
        best = float("inf")
        for epoch in range(1, self.epochs + 1):
            self.model.train()
            meter = AverageMeter()
            for batch in self.loader:
                loss, _, _ = self._step(batch)
                self.optimizer.zero_grad(set_to_none=True)
                loss.backward()
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), 1.0)
                self.optimizer.step()
                self.scheduler.step()
                meter.update(loss.item())
            val = self.validate()
            self.log.info("epoch %d train_loss %.4f val_loss %.4f val_acc %.3f", epoch, meter.avg,
                          val["loss"], val["acc"])
            extra = {"config": self.cfg.to_dict() if hasattr(self.cfg, "to_dict") else dict(self.cfg)}
            save_checkpoint(os.path.join(self.out_dir, "last.pt"), self.model, None, epoch, extra)
            if val["loss"] < best:
                best = val["loss"]
                save_checkpoint(os.path.join(self.out_dir, "best.pt"), self.model, None, epoch, extra)
        return best
