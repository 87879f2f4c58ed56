import torch

from ..losses import CVAELoss
from ..metrics import DisplacementMeter, miss_rate
from .sampling import make_generator, normalize_batch, predict_world


class TrajectoryTask:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        lcfg = cfg.get("loss", {}) or {}
        self.criterion = CVAELoss(kl_weight=lcfg.get("kl_weight", 1.0), free_bits=lcfg.get("free_bits", 0.0))

    def train_step(self, batch):
        nb, _ = normalize_batch(batch)
        out = self.model(nb["obs"], nb["fut"], nb["neighbors"], nb["neighbor_mask"])
        return self.criterion(out, nb["fut"])

    @torch.no_grad()
    def evaluate(self, loader):
        ecfg = self.cfg.eval
        k = ecfg.get("num_samples", 20)
        self.model.eval()
        gen = make_generator(ecfg)
        meter, misses, n = DisplacementMeter(k), 0.0, 0
        for batch in loader:
            preds = predict_world(self.model, batch, k, generator=gen)
            meter.update(preds, batch["fut"])
            misses += miss_rate(preds, batch["fut"], ecfg.get("miss_threshold", 2.0)) * batch["fut"].shape[0]
            n += batch["fut"].shape[0]
        self.model.train()
        out = meter.compute()
        out["miss_rate"] = misses / max(n, 1)
        return out
