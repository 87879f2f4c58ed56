"""Training loop with teacher-forced validation loss and greedy BLEU."""
import functools
import os

import torch
from torch.utils.data import DataLoader

from ..data import ParallelDataset, Vocab, collate_pairs, load_parallel, make_toy_corpus
from ..losses import LabelSmoothedCrossEntropy
from ..metrics import corpus_bleu
from ..models import build_model
from ..transforms import Compose, RandomWordDropout
from ..utils.checkpoint import save_checkpoint
from ..utils.logging import AverageMeter, get_logger
from ..utils.optim import build_optimizer, noam_scheduler
from .translator import Translator


class MTTrainer:
    def __init__(self, cfg):
        self.cfg = cfg
        dc, tc = cfg["data"], cfg["train"]
        self.log = get_logger("mtlite.train")
        if dc.get("kind") == "synthetic":
            train_pairs = make_toy_corpus(dc.get("num_train", 20000), seed=1)
            valid_pairs = make_toy_corpus(dc.get("num_valid", 500), seed=2)
        else:
            train_pairs = load_parallel(dc["root"], "train", dc["src_lang"], dc["tgt_lang"])
            valid_pairs = load_parallel(dc["root"], "valid", dc["src_lang"], dc["tgt_lang"])
        self.src_vocab = Vocab.build([s for s, _ in train_pairs], dc.get("min_freq", 1))
        self.tgt_vocab = Vocab.build([t for _, t in train_pairs], dc.get("min_freq", 1))
        max_len = dc.get("max_len", 64)
        self.train_set = ParallelDataset(train_pairs, self.src_vocab, self.tgt_vocab, max_len,
                                         Compose([RandomWordDropout(0.0)]))
        self.valid_pairs = valid_pairs
        self.valid_set = ParallelDataset(valid_pairs, self.src_vocab, self.tgt_vocab, max_len)
        collate = functools.partial(collate_pairs, pad_id=self.src_vocab.pad_id)
        self.loader = DataLoader(self.train_set, batch_size=tc["batch_size"], shuffle=True, collate_fn=collate)
        self.valid_loader = DataLoader(self.valid_set, batch_size=tc["batch_size"], collate_fn=collate)
        self.model = build_model(cfg, len(self.src_vocab), len(self.tgt_vocab), self.src_vocab.pad_id)
        self.loss_fn = LabelSmoothedCrossEntropy(tc.get("label_smoothing", 0.1), self.tgt_vocab.pad_id)
        oc = cfg["optim"]
        self.optimizer = build_optimizer(self.model.parameters(), oc)
        self.scheduler = noam_scheduler(self.optimizer, cfg["model"]["d_model"], oc.get("warmup_steps", 4000),
                                        oc.get("lr_factor", 1.0))
        self.epochs = tc["epochs"]
        self.out_dir = tc.get("out_dir", "runs/mt")

    @torch.no_grad()
    def validate(self, max_bleu_sents=300):
        self.model.eval()
        meter = AverageMeter()
        for src, tgt_in, tgt_out in self.valid_loader:
            _, nll = self.loss_fn(self.model(src, tgt_in), tgt_out)
            meter.update(nll.item(), int((tgt_out != self.tgt_vocab.pad_id).sum()))
        translator = Translator(self.model, self.src_vocab, self.tgt_vocab, {"decode": {"beam": 1}})
        pairs = self.valid_pairs[:max_bleu_sents]
        hyps = translator.translate_tokens([s for s, _ in pairs])
        bleu = corpus_bleu(hyps, [t for _, t in pairs])
        self.model.train()
        return {"loss": meter.avg, "bleu": bleu, "sample": (pairs[0][1], hyps[0])}

    def _extra(self):
        return {"config": dict(self.cfg), "src_vocab": self.src_vocab.state_dict(),
                "tgt_vocab": self.tgt_vocab.state_dict()}

    def fit(self):
        best = -1.0
        tc = self.cfg["train"]
        step = 0
        for epoch in range(1, self.epochs + 1):
            self.model.train()
            meter = AverageMeter()
            for src, tgt_in, tgt_out in self.loader:
                loss, nll = self.loss_fn(self.model(src, tgt_in), tgt_out)
                self.optimizer.zero_grad(set_to_none=True)
                loss.backward()
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), tc.get("clip_norm", 1.0))
                self.optimizer.step()
                self.scheduler.step()
                step += 1
                meter.update(nll.item())
                if step % tc.get("log_every", 100) == 0:
                    self.log.info("step %d | nll %.4f | lr %.2e", step, meter.avg,
                                  self.optimizer.param_groups[0]["lr"])
            val = self.validate()
            self.log.info("epoch %d | train_nll %.4f | valid_nll %.4f | valid_bleu %.2f", epoch, meter.avg,
                          val["loss"], val["bleu"])
            ref, hyp = val["sample"]
            self.log.info("sample | ref: %s | hyp: %s", " ".join(ref), " ".join(hyp))
            save_checkpoint(os.path.join(self.out_dir, "last.pt"), self.model, None, epoch, self._extra())
            if val["bleu"] > best:
                best = val["bleu"]
                save_checkpoint(os.path.join(self.out_dir, "best.pt"), self.model, None, epoch, self._extra())
        return best
