import torch

from ..losses import span_loss
from ..utils import AverageMeter, get_logger
from ..utils.checkpoint import save_checkpoint
from .evaluator import evaluate_qa


class Trainer:
    def __init__(self, cfg, model, data):
        self.cfg = cfg
        self.model = model
        self.data = data
        t = cfg.train
        self.num_steps = t.get("num_steps", 600)
        self.log_every = t.get("log_every", 100)
        self.eval_every = t.get("eval_every", 300)
        self.optimizer = torch.optim.AdamW(model.parameters(), lr=cfg.optimizer.get("lr", 1e-3),
                                           weight_decay=cfg.optimizer.get("weight_decay", 0.01))
        warmup = cfg.optimizer.get("warmup_steps", 50)
        self.scheduler = torch.optim.lr_scheduler.LambdaLR(
            self.optimizer, lambda s: min(1.0, (s + 1) / warmup)
            * max(0.0, 1 - s / self.num_steps))
        self.logger = get_logger("spanqa")

    def _batches(self):
        while True:
            yield from self.data["train_loader"]

    def evaluate(self, step):
        ev = self.cfg.eval
        m, _ = evaluate_qa(self.model, self.data["dev_loader"], self.data["dev_examples"],
                           self.data["dev_features"], ev.get("n_best", 5),
                           ev.get("max_answer_len", 10))
        self.logger.info(f"[eval] step {step} | EM {m['EM']:.2f} | F1 {m['F1']:.2f} | "
                         f"start_acc {m['start_acc']:.3f} | end_acc {m['end_acc']:.3f} | "
                         f"examples {m['n_examples']} | features {m['n_features']}")
        return m

    def train(self):
        self.model.train()
        meter = AverageMeter()
        metrics = {}
        for step, batch in zip(range(1, self.num_steps + 1), self._batches()):
            s, e = self.model(batch["input_ids"], batch["token_type_ids"],
                              batch["attention_mask"],
                              batch["match_ids"])
            loss = span_loss(s, e, batch["start_positions"], batch["end_positions"])
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), 1.0)
            self.optimizer.step()
            self.scheduler.step()
            meter.update(loss.item())
            if step % self.log_every == 0:
                self.logger.info(f"[train] step {step} | loss {meter.avg:.4f} | "
                                 f"lr {self.scheduler.get_last_lr()[0]:.2e}")
                meter.reset()
            if step % self.eval_every == 0 or step == self.num_steps:
                metrics = self.evaluate(step)
        ckpt = self.cfg.train.get("checkpoint")
        if ckpt:
            save_checkpoint(ckpt, self.model, self.optimizer, epoch=self.num_steps)
        return metrics
