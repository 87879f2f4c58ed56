"""Learning-rate schedules selectable from the command line.

    exp       lr = lr0 * decay**epoch
    step      lr halves every `step_epochs` epochs
    onecycle  torch's OneCycleLR over the whole run
    none      constant lr
"""
import torch


def build_scheduler(name, optimizer, epochs, steps_per_epoch, decay=0.95, step_epochs=10):
    if name == "none":
        return None
    if name == "exp":
        return torch.optim.lr_scheduler.ExponentialLR(optimizer, gamma=decay)
    if name == "step":
        return torch.optim.lr_scheduler.StepLR(optimizer, step_size=step_epochs, gamma=0.5)
    if name == "onecycle":
        max_lr = [g["lr"] for g in optimizer.param_groups]
        return torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=max_lr, epochs=epochs,
                                                   steps_per_epoch=steps_per_epoch)
    raise ValueError(f"unknown scheduler {name!r}")
