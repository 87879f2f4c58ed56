import logging
import math
import os
import time
from functools import partial

import torch
from torch.utils.data import DataLoader

from ..data import collate_utterances
from ..data.bucketing import LengthBucketSampler
from ..decoding import greedy_decode
from ..features import SpecAugment
from ..metrics import ErrorRate
log = logging.getLogger("asr.trainer")


def noam_lambda(warmup):
    """Linear warmup then inverse-sqrt decay, normalised so the peak factor is 1.0."""

    def f(step):
        step = max(step, 1)
        return min(step / warmup, (warmup / step) ** 0.5)

    return f


class CTCTrainer:
    def __init__(self, model, vocab, train_set, valid_set, cfg, device="cpu"):
        self.model = model.to(device)
        self.vocab = vocab
        self.cfg = cfg
        self.device = device
        bcfg = cfg["batching"]
        collate = partial(collate_utterances, sort=bcfg.get("sort_within_batch", True))
        if bcfg.get("bucket") and hasattr(train_set, "frame_lengths"):
            self.bucket_sampler = LengthBucketSampler(train_set.frame_lengths(), bcfg["batch_size"],
                                                      seed=cfg.get("seed", 0))
            self.train_loader = DataLoader(train_set, batch_sampler=self.bucket_sampler, collate_fn=collate,
                                           num_workers=bcfg.get("num_workers", 0))
        else:
            self.bucket_sampler = None
            self.train_loader = DataLoader(train_set, batch_size=bcfg["batch_size"], shuffle=True,
                                           collate_fn=collate, num_workers=bcfg.get("num_workers", 0))
        self.valid_loader = DataLoader(valid_set, batch_size=bcfg["batch_size"], collate_fn=collate)
        ocfg = cfg["optim"]
        self.optimizer = torch.optim.Adam(model.parameters(), lr=ocfg["lr"], betas=(0.9, 0.98))
        self.scheduler = torch.optim.lr_scheduler.LambdaLR(self.optimizer, noam_lambda(ocfg["warmup"]))
        self.specaug = SpecAugment(**cfg.get("specaug", {}))
        self.zero_inf = cfg.get("ctc", {}).get("zero_infinity", True)
        self.best_cer = math.inf
        self.start_epoch = 1
        self.patience = ocfg.get("patience")

    def state_dict(self, epoch, cer):
        return {"model": self.model.state_dict(), "optimizer": self.optimizer.state_dict(),
                "scheduler": self.scheduler.state_dict(), "epoch": epoch, "cer": cer, "best_cer": self.best_cer,
                "cfg": self.cfg}

    def resume(self, path):
        state = torch.load(path, map_location=self.device, weights_only=False)
        self.model.load_state_dict(state["model"])
        if "optimizer" in state:
            self.optimizer.load_state_dict(state["optimizer"])
            self.scheduler.load_state_dict(state["scheduler"])
        self.best_cer = state.get("best_cer", state.get("cer", math.inf))
        self.start_epoch = state["epoch"] + 1
        log.info("resumed from %s at epoch %d (best CER %.2f%%)", path, state["epoch"], 100 * self.best_cer)

    def _batch_loss(self, batch, augment):
        feats, feat_lens, targets, target_lens, _ = batch
        feats = feats.to(self.device)
        if augment:
            self.specaug.train()
            feats = self.specaug(feats, feat_lens)
        log_probs, out_lens = self.model(feats, feat_lens.to(self.device))
        loss = self.model.ctc_loss(log_probs, out_lens, targets.to(self.device), target_lens.to(self.device),
                                   self.zero_inf)
        return loss, log_probs, out_lens

    def train_epoch(self, epoch):
        self.model.train()
        if self.bucket_sampler is not None:
            self.bucket_sampler.set_epoch(epoch)
        total, n, t0 = 0.0, 0, time.time()
        for step, batch in enumerate(self.train_loader, 1):
            loss, _, _ = self._batch_loss(batch, augment=True)
            self.optimizer.zero_grad()
            loss.backward()
            gnorm = torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.cfg["optim"]["grad_clip"])
            self.optimizer.step()
            self.scheduler.step()
            total += loss.item()
            n += 1
            if step % 20 == 0:
                log.info("ep %d step %d ctc %.3f gnorm %.2f lr %.2e", epoch, step, loss.item(), gnorm,
                         self.scheduler.get_last_lr()[0])
        return total / max(n, 1), time.time() - t0

    @torch.no_grad()
    def validate(self, n_show=2):
        self.model.eval()
        er, total, n, shown = ErrorRate(), 0.0, 0, []
        for batch in self.valid_loader:
            loss, log_probs, out_lens = self._batch_loss(batch, augment=False)
            hyps = [self.vocab.decode(h) for h in greedy_decode(log_probs.cpu(), out_lens.cpu())]
            refs = batch[4]
            er.update(refs, hyps)
            total += loss.item()
            n += 1
            shown += list(zip(refs, hyps))[: max(0, n_show - len(shown))]
        for ref, hyp in shown:
            log.info("  REF: %s\n                          HYP: %s", ref, hyp)
        return total / max(n, 1), er.cer, er.wer

    def fit(self):
        os.makedirs(self.cfg["exp_dir"], exist_ok=True)
        stale = 0
        for epoch in range(self.start_epoch, self.cfg["optim"]["epochs"] + 1):
            train_loss, secs = self.train_epoch(epoch)
            val_loss, cer, wer = self.validate()
            log.info("epoch %d | train ctc %.3f | valid ctc %.3f | CER %.2f%% | WER %.2f%% | %.0fs",
                     epoch, train_loss, val_loss, 100 * cer, 100 * wer, secs)
            torch.save(self.state_dict(epoch, cer), os.path.join(self.cfg["exp_dir"], "last.pt"))
            if cer < self.best_cer:
                self.best_cer, stale = cer, 0
                torch.save(self.state_dict(epoch, cer), os.path.join(self.cfg["exp_dir"], "best.pt"))
            else:
                stale += 1
                if self.patience and stale >= self.patience:
                    log.info("CER has not improved for %d epochs; stopping", stale)
                    break
        return self.best_cer
