import torch.nn.functional as F


def mse(pred, target):
    return F.mse_loss(pred, target)


def mae(pred, target):
    return F.l1_loss(pred, target)


def huber(pred, target, delta=1.0):
    return F.huber_loss(pred, target, delta=delta)


def build_loss(cfg):
    t = cfg["train"]
    if t["loss"] == "huber":
        return lambda p, y: huber(p, y, t["huber_delta"])
    return {"mse": mse, "mae": mae}[t["loss"]]
