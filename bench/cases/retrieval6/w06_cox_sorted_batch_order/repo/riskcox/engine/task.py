import torch

from ..metrics import concordance_index


class SurvivalTask:
    def __init__(self, model, criterion):
        self.model = model
        self.criterion = criterion

    def train_step(self, batch):
        log_risk = self.model(batch["x"])
        loss = self.criterion(log_risk, batch["duration"], batch["event"], model=self.model)
        return {"loss": loss}

    @torch.no_grad()
    def predict(self, loader):
        self.model.eval()
        risks, durations, events = [], [], []
        for batch in loader:
            risks.append(self.model(batch["x"]))
            durations.append(batch["duration"])
            events.append(batch["event"])
        self.model.train()
        return torch.cat(risks), torch.cat(durations), torch.cat(events)

    @torch.no_grad()
    def evaluate(self, loader):
        r, t, e = self.predict(loader)
        return {"c_index": concordance_index(r, t, e), "val_loss": float(self.criterion(r, t, e)),
                "event_rate": float(e.float().mean())}
