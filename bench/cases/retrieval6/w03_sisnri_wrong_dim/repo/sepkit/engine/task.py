import torch

from ..losses.pit import reorder
from ..metrics import SeparationMeter


class SeparationTask:
    def __init__(self, model, criterion):
        self.model = model
        self.criterion = criterion

    def train_step(self, batch):
        est = self.model(batch["mixture"])
        loss = self.criterion(est, batch["sources"])
        return {"loss": loss}

    @torch.no_grad()
    def separate(self, mixture):
        self.model.eval()
        return self.model(mixture)

    @torch.no_grad()
    def evaluate(self, loader):
        self.model.eval()
        meter = SeparationMeter()
        for batch in loader:
            est = self.model(batch["mixture"])
            _, perm = self.criterion(est, batch["sources"], return_perm=True)
            meter.update(reorder(est, perm), batch["sources"], batch["mixture"])
        self.model.train()
        return meter.compute()
