from .cox import CoxPHLoss, cox_ph_loss, cox_ph_loss_sorted
from .efron import cox_efron_loss


def build_loss(cfg):
    cfg = dict(cfg or {})
    kind = cfg.pop("type", "cox")
    if kind in ("cox", "cox_sorted", "efron"):
        return CoxPHLoss(method=kind, **cfg)
    raise ValueError(kind)


__all__ = ["CoxPHLoss", "cox_ph_loss", "cox_ph_loss_sorted", "cox_efron_loss", "build_loss"]
