import torch

from ..losses import SequenceCrossEntropy
from ..utils import MeterBuffer, get_logger
from ..utils.checkpoint import save_checkpoint
from .evaluator import evaluate_captions
from .optim import build_optimizer, build_scheduler


class Trainer:
    def __init__(self, cfg, model, loaders, vocab):
        self.cfg = cfg
        self.model = model
        self.loaders = loaders
        self.vocab = vocab
        tcfg = cfg.train
        self.epochs = tcfg.get("epochs", 5)
        self.log_interval = tcfg.get("log_interval", 20)
        self.grad_clip = tcfg.get("grad_clip", None)
        self.criterion = SequenceCrossEntropy(vocab.pad_id, tcfg.get("label_smoothing", 0.0))
        self.optimizer = build_optimizer(model.parameters(), cfg.optimizer)
        steps = self.epochs * len(loaders["train"])
        self.scheduler = build_scheduler(self.optimizer, cfg.get("scheduler"), steps)
        self.logger = get_logger("capkit")
        self.history = []

    def train_epoch(self, epoch):
        self.model.train()
        meters = MeterBuffer()
        n_iter = len(self.loaders["train"])
        for it, batch in enumerate(self.loaders["train"], 1):
            logits = self.model(batch["images"], batch["captions"])
            loss = self.criterion(logits, batch["targets"])
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            if self.grad_clip:
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.grad_clip)
            self.optimizer.step()
            self.scheduler.step()
            meters.update(n=batch["images"].size(0), loss=loss.item())
            if it % self.log_interval == 0 or it == n_iter:
                lr = self.optimizer.param_groups[0]["lr"]
                self.logger.info(f"[train] epoch {epoch}/{self.epochs} iter {it}/{n_iter} "
                                 f"loss {meters['loss'].avg:.4f} lr {lr:.1e}")
        return meters.averages()

    def evaluate(self, epoch, split="val"):
        m = evaluate_captions(self.model, self.loaders[split], self.vocab, self.cfg.get("decode"))
        self.logger.info(f"[eval] epoch {epoch} | BLEU-1 {m['BLEU-1']:.4f} | "
                         f"BLEU-4 {m['BLEU-4']:.4f} | len_ratio {m['len_ratio']:.2f}")
        for pred, ref in m["samples"]:
            self.logger.info(f"[eval] sample: pred='{pred}' ref='{ref}'")
        return m

    def fit(self):
        result = {}
        for epoch in range(1, self.epochs + 1):
            train_stats = self.train_epoch(epoch)
            result = {"epoch": epoch, **train_stats}
            if epoch % self.cfg.train.get("eval_interval", 1) == 0 or epoch == self.epochs:
                result.update({k: v for k, v in self.evaluate(epoch).items() if k != "samples"})
            self.history.append(result)
        out = self.cfg.train.get("checkpoint")
        if out:
            save_checkpoint(out, self.model, self.optimizer, epoch=self.epochs)
        return result
