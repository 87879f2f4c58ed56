import logging
import os

import torch

from ..metrics import ErrorRate
from ..utils import save_checkpoint
from .decoding import greedy_decode

log = logging.getLogger("asrlite.trainer")


class CTCTrainer:
    def __init__(self, model, loss_fn, optimizer, tokenizer, cfg, scheduler=None, device="cpu"):
        self.model = model.to(device)
        self.loss_fn = loss_fn
        self.optimizer = optimizer
        self.scheduler = scheduler
        self.tokenizer = tokenizer
        self.cfg = cfg
        self.device = device
        self.step = 0

    def _move(self, batch):
        return {k: v.to(self.device) for k, v in batch.items()}

    def train_epoch(self, loader):
        self.model.train()
        total, n = 0.0, 0
        for batch in loader:
            batch = self._move(batch)
            logits, lens = self.model(batch["feats"], batch["feat_lens"])
            loss = self.loss_fn(logits, lens, batch["targets"], batch["target_lens"])
            self.optimizer.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.cfg["train"].get("grad_clip", 5.0))
            self.optimizer.step()
            if self.scheduler is not None:
                self.scheduler.step()
            self.step += 1
            total += loss.item()
            n += 1
            if self.step % self.cfg["train"].get("log_every", 50) == 0:
                log.info(f"step {self.step} loss {loss.item():.3f} lr {self.optimizer.param_groups[0]['lr']:.2e}")
        return total / max(n, 1)

    @torch.no_grad()
    def evaluate(self, loader):
        self.model.eval()
        er = ErrorRate()
        for batch in loader:
            batch = self._move(batch)
            logits, lens = self.model(batch["feats"], batch["feat_lens"])
            hyps = [self.tokenizer.decode(ids) for ids in greedy_decode(logits, lens, self.tokenizer.blank_id)]
            refs, off = [], 0
            for tl in batch["target_lens"].tolist():
                refs.append(self.tokenizer.decode(batch["targets"][off:off + tl].tolist()))
                off += tl
            er.update(hyps, refs)
        return er.compute()

    def fit(self, train_loader, val_loader):
        best = float("inf")
        for epoch in range(1, self.cfg["train"]["epochs"] + 1):
            loss = self.train_epoch(train_loader)
            m = self.evaluate(val_loader)
            log.info(f"epoch {epoch} train_loss {loss:.3f} val_wer {m['wer']:.3f} val_cer {m['cer']:.3f}")
            if m["wer"] < best:
                best = m["wer"]
                save_checkpoint(os.path.join(self.cfg["train"]["out_dir"], "best.pt"), self.model, self.optimizer,
                                self.step, self.cfg, self.tokenizer.itos[1:])
        return best
