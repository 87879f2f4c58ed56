import math

import torch

from ..metrics import exact_match, token_accuracy
from ..model.decoding import greedy_decode
from .loss import sequence_loss


class Seq2SeqTrainer:
    def __init__(self, model, optimizer, scheduler, pad_id, label_smoothing=0.0, clip_norm=None,
                 log_every=50, log=print):
        self.model = model
        self.optimizer = optimizer
        self.scheduler = scheduler
        self.pad_id = pad_id
        self.label_smoothing = label_smoothing
        self.clip_norm = clip_norm
        self.log_every = log_every
        self.log = log
        self.step = 0
        self.loss_history = []

    def train_step(self, batch):
        self.model.train()
        logits = self.model(batch["src"], batch["tgt_in"])
        loss, ntok = sequence_loss(logits, batch["tgt_out"], self.pad_id, self.label_smoothing)
        self.optimizer.zero_grad()
        loss.backward()
        gnorm = None
        if self.clip_norm:
            gnorm = torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.clip_norm).item()
        self.optimizer.step()
        self.scheduler.step()
        self.step += 1
        self.loss_history.append(loss.item())
        if self.log_every and self.step % self.log_every == 0:
            lr = self.optimizer.param_groups[0]["lr"]
            self.log(f"step {self.step:6d} | loss {loss.item():.4f} | ntok {ntok} | lr {lr:.2e}"
                     + (f" | gnorm {gnorm:.3f}" if gnorm is not None else ""))
        return loss.item()

    def train_epoch(self, loader):
        losses = [self.train_step(b) for b in loader]
        return sum(losses) / max(1, len(losses))

    @torch.no_grad()
    def evaluate(self, loader, vocab, decode=True):
        self.model.eval()
        tot_loss, tot_acc, n = 0.0, 0.0, 0
        preds, golds = [], []
        for b in loader:
            logits = self.model(b["src"], b["tgt_in"])
            loss, _ = sequence_loss(logits, b["tgt_out"], self.pad_id)
            tot_loss += loss.item()
            tot_acc += token_accuracy(logits, b["tgt_out"], self.pad_id)
            n += 1
            if decode:
                out = greedy_decode(self.model, b["src"], max_len=b["tgt_out"].size(1) + 2)
                preds += [vocab.decode(s) for s in out.tolist()]
                golds += [vocab.decode(s) for s in b["tgt_out"].tolist()]
        stats = {"loss": tot_loss / max(1, n), "tok_acc": tot_acc / max(1, n)}
        stats["ppl"] = math.exp(min(stats["loss"], 50))
        if decode:
            stats["exact"] = exact_match(preds, golds)
        return stats
