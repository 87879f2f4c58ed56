"""Training loop for the CRNN."""
import torch

from hwr.engine.evaluator import evaluate
from hwr.losses import CTCLossWrapper
from hwr.utils.logging import get_logger


class Trainer:
    def __init__(self, model, codec, cfg, device="cpu"):
        self.model = model.to(device)
        self.codec = codec
        self.cfg = cfg
        self.device = device
        t = cfg["train"]
        self.optimizer = torch.optim.AdamW(model.parameters(), lr=t["lr"],
                                           weight_decay=t["weight_decay"])
        self.criterion = CTCLossWrapper(blank=codec.blank)
        self.grad_clip = t.get("grad_clip")
        self.log_every = t.get("log_every", 50)
        self.log = get_logger("hwr.train")
        self.step = 0

    def train_one_epoch(self, loader, epoch):
        self.model.train()
        total, n = 0.0, 0
        for batch in loader:
            images = batch["images"].to(self.device)
            log_probs = self.model(images)
            in_lens = self.model.output_lengths(batch["widths"])
            loss = self.criterion(log_probs, in_lens, batch["targets"], batch["target_lengths"])
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            if self.grad_clip:
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.grad_clip)
            self.optimizer.step()
            self.step += 1
            total += loss.item() * images.shape[0]
            n += images.shape[0]
            if self.step % self.log_every == 0:
                self.log.info("epoch %d step %d ctc %.4f", epoch, self.step, loss.item())
        return total / max(n, 1)

    def fit(self, train_loader, val_loader, epochs):
        history = []
        for epoch in range(1, epochs + 1):
            train_loss = self.train_one_epoch(train_loader, epoch)
            metrics = evaluate(self.model, val_loader, self.codec, self.device)
            self.log.info("epoch %d | train ctc %.4f | val cer %.4f wer %.4f",
                          epoch, train_loss, metrics["cer"], metrics["wer"])
            history.append({"epoch": epoch, "train_loss": train_loss, **metrics})
        return history
