from .pixel import CharbonnierLoss, L1Loss, MSELoss

_LOSSES = {"l1": L1Loss, "mse": MSELoss, "charbonnier": CharbonnierLoss}


def build_loss(cfg):
    name = cfg["loss"]["name"]
    if name not in _LOSSES:
        raise ValueError(f"unknown loss {name!r}")
    kwargs = {k: v for k, v in cfg["loss"].items() if k != "name"}
    return _LOSSES[name](**kwargs)


__all__ = ["L1Loss", "MSELoss", "CharbonnierLoss", "build_loss"]
