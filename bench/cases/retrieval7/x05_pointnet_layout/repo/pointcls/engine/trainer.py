"""Training loop."""
import torch
from torch.utils.data import DataLoader

from ..data.collate import collate_point_clouds
from ..losses import total_loss
from ..metrics import mean_class_accuracy, overall_accuracy


class Trainer:
    def __init__(self, model, train_set, val_set, cfg, n_classes):
        self.model = model
        self.cfg = cfg
        self.n_classes = n_classes
        self.train_set = train_set
        tcfg = cfg["train"]
        g = torch.Generator().manual_seed(cfg["seed"])
        self.train_loader = DataLoader(train_set, batch_size=tcfg["batch_size"], shuffle=True,
                                       drop_last=True, collate_fn=collate_point_clouds,
                                       generator=g)
        self.val_loader = DataLoader(val_set, batch_size=64, collate_fn=collate_point_clouds)
        self.optimizer = torch.optim.Adam(model.parameters(), lr=tcfg["lr"])
        self.scheduler = torch.optim.lr_scheduler.StepLR(self.optimizer, step_size=20, gamma=0.5)

    def train_epoch(self, epoch):
        self.model.train()
        self.train_set.set_epoch(epoch)
        running, n = 0.0, 0
        for pts, y in self.train_loader:
            self.optimizer.zero_grad()
            logits, trans_feat = self.model(pts)
            loss = total_loss(logits, y, trans_feat, self.cfg["train"])
            loss.backward()
            self.optimizer.step()
            running += loss.item() * len(y)
            n += len(y)
        self.scheduler.step()
        return running / max(n, 1)

    @torch.no_grad()
    def evaluate(self):
        self.model.eval()
        preds, targets = [], []
        for pts, y in self.val_loader:
            logits, _ = self.model(pts)
            preds.append(logits.argmax(1))
            targets.append(y)
        p, t = torch.cat(preds).numpy(), torch.cat(targets).numpy()
        return {"oa": overall_accuracy(p, t), "macc": mean_class_accuracy(p, t, self.n_classes)}

    def fit(self, log=print):
        for epoch in range(self.cfg["train"]["epochs"]):
            loss = self.train_epoch(epoch)
            m = self.evaluate()
            log(f"[epoch {epoch + 1}] loss={loss:.4f} val_oa={m['oa']:.3f} val_macc={m['macc']:.3f}")
        return m
