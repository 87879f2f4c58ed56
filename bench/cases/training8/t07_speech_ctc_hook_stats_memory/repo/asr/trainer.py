import torch
import torch.nn as nn

from .data import build_loaders
from .decode import edit_distance, greedy_ctc
from .model import CTCModel
from .monitor import ActivationStats, GradNorm
from .text import BLANK, PhoneTokenizer


@torch.no_grad()
def phone_error_rate(model, loader):
    model.eval()
    errors, total = 0, 0
    for x, x_lens, targets, t_lens in loader:
        log_probs, out_lens = model(x, x_lens)
        hyps = greedy_ctc(log_probs, out_lens, BLANK)
        refs = torch.split(targets, t_lens.tolist())
        for hyp, ref in zip(hyps, refs):
            errors += edit_distance(hyp, ref.tolist())
            total += len(ref)
    return errors / max(total, 1)


class Trainer:
    def __init__(self, cfg, log=print):
        torch.manual_seed(cfg["seed"])
        self.cfg, self.log = cfg, log
        self.train_loader, self.valid_loader = build_loaders(cfg)
        m = cfg["model"]
        self.model = CTCModel(cfg["data"]["n_mels"], len(PhoneTokenizer()), m["conv_channels"], m["hidden"],
                              m["layers"], m["dropout"])
        self.opt = torch.optim.Adam(self.model.parameters(), lr=cfg["train"]["lr"])
        self.ctc = nn.CTCLoss(blank=BLANK, zero_infinity=True)
        mon = cfg.get("monitor", {})
        self.act_stats = ActivationStats(self.model) if mon.get("activation_stats") else None
        self.grad_norm = GradNorm() if mon.get("grad_norm") else None
        self.step = 0

    def train_epoch(self, epoch):
        self.model.train()
        running, n = 0.0, 0
        for x, x_lens, targets, t_lens in self.train_loader:
            log_probs, out_lens = self.model(x, x_lens)
            loss = self.ctc(log_probs.transpose(0, 1), targets, out_lens, t_lens)
            self.opt.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(self.model.parameters(), self.cfg["train"]["clip"])
            if self.grad_norm is not None:
                self.grad_norm.update(self.model)
            self.opt.step()
            running += loss.item()
            n += 1
            self.step += 1
            if self.cfg["train"]["log_every"] and self.step % self.cfg["train"]["log_every"] == 0:
                self.log(f"step {self.step:6d} | ctc {running / n:.3f}")
        return running / max(n, 1)

    def fit(self, epochs=None, on_epoch_end=None):
        history = []
        for epoch in range(1, (epochs or self.cfg["train"]["epochs"]) + 1):
            loss = self.train_epoch(epoch)
            per = phone_error_rate(self.model, self.valid_loader)
            msg = f"epoch {epoch:3d} | train ctc {loss:.3f} | valid PER {per:.3f}"
            if self.grad_norm is not None:
                msg += f" | gnorm {self.grad_norm.mean():.2f}"
            self.log(msg)
            if self.act_stats is not None:
                self.log("  act rms: " + " ".join(f"{k}={v:.2f}" for k, v in self.act_stats.summary().items()))
            history.append({"epoch": epoch, "ctc": loss, "per": per})
            if on_epoch_end is not None:
                on_epoch_end(epoch, self)
        return history
