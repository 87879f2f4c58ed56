"""Training loop for graph regression."""
import os

import torch
from torch.utils.data import DataLoader

from ..data import ATOM_DIM, BOND_DIM, build_datasets, collate_molecules
from ..losses import MaskedMSELoss
from ..metrics import mae, rmse
from ..models import build_model
from ..transforms import RandomAtomMask
from ..utils.checkpoint import save_checkpoint
from ..utils.logging import AverageMeter, get_logger
from ..utils.normalizer import TargetNormalizer


class Trainer:
    def __init__(self, cfg):
        self.cfg = cfg
        tc = cfg["train"]
        self.log = get_logger("molprop.train")
        self.train_set, self.val_set, self.test_set = build_datasets(cfg, RandomAtomMask(0.05))
        self.loader = DataLoader(self.train_set, batch_size=tc["batch_size"], shuffle=True,
                                 collate_fn=collate_molecules)
        self.val_loader = DataLoader(self.val_set, batch_size=tc["batch_size"], collate_fn=collate_molecules)
        self.model = build_model(cfg, ATOM_DIM, BOND_DIM, self.train_set.num_tasks)
        self.normalizer = TargetNormalizer()
        if tc.get("normalize_targets", True):
            self.normalizer.fit(torch.stack([g.y for g in self.train_set.graphs]))
        else:
            self.normalizer = TargetNormalizer(torch.zeros(1), torch.ones(1))
        oc = cfg["optim"]
        self.optimizer = torch.optim.Adam(self.model.parameters(), lr=float(oc["lr"]),
                                          weight_decay=float(oc.get("weight_decay", 0.0)))
        self.loss_fn = MaskedMSELoss()
        self.epochs = tc["epochs"]
        self.out_dir = tc.get("out_dir", "runs/mol")

    @torch.no_grad()
    def evaluate(self, loader):
        self.model.eval()
        preds, ys = [], []
        for batch in loader:
            preds.append(self.normalizer.inverse(self.model(batch)))
            ys.append(batch.y)
        self.model.train()
        p, y = torch.cat(preds), torch.cat(ys)
        return {"rmse": rmse(p, y), "mae": mae(p, y)}

    def fit(self):
        best = float("inf")
        for epoch in range(1, self.epochs + 1):
            self.model.train()
            meter = AverageMeter()
            for batch in self.loader:
                pred = self.model(batch)
                loss = self.loss_fn(pred, self.normalizer.transform(batch.y))
                self.optimizer.zero_grad(set_to_none=True)
                loss.backward()
                self.optimizer.step()
                meter.update(loss.item(), batch.num_graphs)
            val = self.evaluate(self.val_loader)
            if epoch % self.cfg["train"].get("log_every", 10) == 0 or epoch == 1:
                self.log.info("epoch %d loss %.4f val_rmse %.4f val_mae %.4f", epoch, meter.avg,
                              val["rmse"], val["mae"])
            extra = {"normalizer": self.normalizer.state_dict(), "num_tasks": self.train_set.num_tasks}
            if val["rmse"] < best:
                best = val["rmse"]
                save_checkpoint(os.path.join(self.out_dir, "best.pt"), self.model, None, epoch, extra)
        return best
