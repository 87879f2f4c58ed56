import torch
import torch.nn.functional as F

from .metrics import hit_rate_ndcg


class Trainer:
    def __init__(self, model, train_loader, test_pairs, n_items, lr=1e-3, weight_decay=0.0,
                 grad_accum_steps=1, max_grad_norm=None, callbacks=(), eval_users=None):
        self.model = model
        self.train_loader = train_loader
        self.test_pairs = test_pairs
        self.n_items = n_items
        self.grad_accum_steps = grad_accum_steps
        self.max_grad_norm = max_grad_norm
        self.callbacks = list(callbacks)
        self.eval_users = eval_users
        self.optimizer = torch.optim.Adam(model.parameters(), lr=lr, weight_decay=weight_decay)
        self.stop = False
        self.global_step = 0

    def _call(self, hook, *args):
        for cb in self.callbacks:
            getattr(cb, hook)(self, *args)

    def train_epoch(self):
        self.model.train()
        total, n = 0.0, 0
        self.optimizer.zero_grad()
        for step, (u, i, y) in enumerate(self.train_loader):
            logits = self.model(u, i)
            loss = F.binary_cross_entropy_with_logits(logits, y)
            (loss / self.grad_accum_steps).backward()
            if step + 1 % self.grad_accum_steps == 0:
                if self.max_grad_norm:
                    torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.max_grad_norm)
                self.optimizer.step()
                self.optimizer.zero_grad()
                self.global_step += 1
            total += loss.item() * len(y)
            n += len(y)
            self._call("on_batch_end", step, loss.item())
        return total / max(n, 1)

    def fit(self, epochs):
        history = []
        self._call("on_train_begin")
        for epoch in range(1, epochs + 1):
            self._call("on_epoch_begin", epoch)
            loss = self.train_epoch()
            hr, ndcg = hit_rate_ndcg(self.model, self.test_pairs, self.n_items, max_users=self.eval_users)
            logs = {"loss": loss, "hr@10": hr, "ndcg@10": ndcg}
            history.append(logs)
            self._call("on_epoch_end", epoch, logs)
            if self.stop:
                break
        self._call("on_train_end")
        return history
