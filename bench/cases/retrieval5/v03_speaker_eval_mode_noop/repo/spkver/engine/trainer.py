"""Classification-style training of the embedding extractor."""
import os

import torch
from torch.utils.data import DataLoader

from ..data import build_train_set, collate_segments, make_synthetic_corpus, make_trials
from ..losses import build_loss
from ..models import build_model
from ..transforms import SpecAugment
from ..utils.checkpoint import save_checkpoint
from ..utils.logging import AverageMeter, get_logger
from ..utils.optim import build_optimizer, build_scheduler
from .extractor import EmbeddingExtractor
from .scoring import CosineScorer, evaluate_trials


class SpeakerTrainer:
    def __init__(self, cfg, train_utts=None, val_utts=None):
        self.cfg = cfg
        dc, tc = cfg["data"], cfg["train"]
        self.log = get_logger("spkver.train")
        if train_utts is None:
            train_utts = make_synthetic_corpus(dc["num_speakers"], dc["utts_per_speaker"], dc["n_mels"], seed=0)
            val_utts = make_synthetic_corpus(10, 6, dc["n_mels"], seed=1, prefix="val")
        self.train_set = build_train_set(cfg, train_utts, augment=SpecAugment())
        self.val_utts = val_utts
        self.val_trials = make_trials(val_utts, seed=0)
        self.loader = DataLoader(self.train_set, batch_size=tc["batch_size"], shuffle=True,
                                 num_workers=tc.get("num_workers", 0), drop_last=True,
                                 collate_fn=collate_segments)
        self.model = build_model(cfg)
        self.head = build_loss(cfg, len(self.train_set.spk2idx), self.model.embed_dim)
        params = list(self.model.parameters()) + list(self.head.parameters())
        self.optimizer = build_optimizer(params, cfg["optim"])
        self.epochs = tc["epochs"]
        self.scheduler = build_scheduler(self.optimizer, cfg["optim"], self.epochs * len(self.loader))
        self.out_dir = tc.get("out_dir", "runs/spk")

    def validate(self, epoch):
        self.model.eval()
        extractor = EmbeddingExtractor(self.model, self.cfg["data"]["n_mels"])
        embs = extractor.extract(self.val_utts)
        res = evaluate_trials(embs, self.val_trials, CosineScorer())
        self.model.train()
        self.log.info("epoch %d val EER %.2f%% minDCF %.4f", epoch, 100 * res["eer"], res["min_dcf"])
        return res

    def fit(self):
        best = 1.0
        for epoch in range(1, self.epochs + 1):
            self.model.train()
            meter, acc = AverageMeter(), AverageMeter()
            for it, (feats, labels, _) in enumerate(self.loader):
                loss, logits = self.head(self.model(feats), labels)
                self.optimizer.zero_grad(set_to_none=True)
                loss.backward()
                self.optimizer.step()
                self.scheduler.step()
                meter.update(loss.item(), labels.numel())
                acc.update((logits.argmax(1) == labels).float().mean().item(), labels.numel())
            self.log.info("epoch %d loss %.4f acc %.3f", epoch, meter.avg, acc.avg)
            res = self.validate(epoch)
            save_checkpoint(os.path.join(self.out_dir, "last.pt"), self.model, None, epoch)
            if res["eer"] < best:
                best = res["eer"]
                save_checkpoint(os.path.join(self.out_dir, "best.pt"), self.model, None, epoch,
                                {"eer": best})
        return best
