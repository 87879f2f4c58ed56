"""CTC training loop with CER validation."""
import os

import torch
from torch.utils.data import DataLoader

from ..data import CTCCodec, Charset, build_dataset, collate_lines
from ..losses import CTCLossWrapper
from ..metrics import character_error_rate, exact_match
from ..models import build_model
from ..transforms import AddNoise, Compose, RandomStretch
from ..utils.checkpoint import save_checkpoint
from ..utils.logging import AverageMeter, get_logger
from ..utils.optim import build_optimizer, build_scheduler


class OCRTrainer:
    def __init__(self, cfg):
        self.cfg = cfg
        tc = cfg["train"]
        self.log = get_logger("ocrline.train")
        self.charset = Charset(cfg["charset"])
        self.codec = CTCCodec(self.charset)
        aug = Compose([RandomStretch(), AddNoise(0.05)])
        train_set = build_dataset(cfg, "train", self.charset, aug)
        val_set = build_dataset(cfg, "val", self.charset, None)
        self.loader = DataLoader(train_set, batch_size=tc["batch_size"], shuffle=True,
                                 num_workers=tc.get("num_workers", 0), collate_fn=collate_lines)
        self.val_loader = DataLoader(val_set, batch_size=tc["batch_size"], collate_fn=collate_lines)
        self.model = build_model(cfg, len(self.charset))
        self.loss_fn = CTCLossWrapper(blank=Charset.BLANK)
        self.optimizer = build_optimizer(self.model.parameters(), cfg["optim"])
        self.epochs = tc["epochs"]
        self.scheduler = build_scheduler(self.optimizer, cfg["optim"], self.epochs * len(self.loader))
        self.out_dir = tc.get("out_dir", "runs/ocr")

    @torch.no_grad()
    def validate(self):
        self.model.eval()
        preds, refs = [], []
        dec = self.cfg.get("decode", {})
        for x, widths, texts in self.val_loader:
            logits = self.model(x)
            lengths = self.model.output_lengths(widths).clamp(max=logits.shape[0])
            preds += self.codec.decode(logits.log_softmax(-1), lengths, dec.get("method", "greedy"),
                                       dec.get("beam_width", 8))
            refs += texts
        self.model.train()
        return {"cer": character_error_rate(preds, refs), "acc": exact_match(preds, refs)}

    def fit(self):
        best = float("inf")
        for epoch in range(1, self.epochs + 1):
            meter = AverageMeter()
            self.model.train()
            for it, (x, widths, texts) in enumerate(self.loader):
                targets, target_lengths = self.codec.encode(texts)
                logits = self.model(x)
                lengths = self.model.output_lengths(widths).clamp(max=logits.shape[0])
                loss = self.loss_fn(logits, targets, lengths, target_lengths)
                self.optimizer.zero_grad(set_to_none=True)
                loss.backward()
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), 5.0)
                self.optimizer.step()
                self.scheduler.step()
                meter.update(loss.item(), x.shape[0])
            val = self.validate()
            self.log.info("epoch %d ctc_loss %.4f val_cer %.4f val_acc %.3f", epoch, meter.avg,
                          val["cer"], val["acc"])
            extra = {"config": dict(self.cfg)}
            save_checkpoint(os.path.join(self.out_dir, "last.pt"), self.model, None, epoch, extra)
            if val["cer"] < best:
                best = val["cer"]
                save_checkpoint(os.path.join(self.out_dir, "best.pt"), self.model, None, epoch, extra)
        return best
