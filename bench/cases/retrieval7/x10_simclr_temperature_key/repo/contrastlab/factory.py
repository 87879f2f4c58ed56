"""Build components from the config dict."""
import torch

from .data.augment import (Compose, RandomResizedCrop, RandomFlip, BrightnessContrast,
                           GaussianNoise, TwoViewTransform)
from .losses import NTXentLoss, SupConLoss
from .models import SimCLRModel
from .utils.schedules import CosineWithWarmup, StepDecay, ConstantLR


def build_model(cfg):
    m = cfg.get("model", {})
    return SimCLRModel(in_ch=3, width=m.get("width", 16), feat_dim=m.get("feat_dim", 64),
                       proj_dim=m.get("proj_dim", 32))


def build_augment(cfg):
    a = cfg.get("augment", {})
    size = cfg.get("data", {}).get("image_size", 16)
    base = Compose([
        RandomResizedCrop(size, scale=tuple(a.get("crop_scale", (0.5, 1.0)))),
        RandomFlip(p=a.get("flip_prob", 0.5)),
        BrightnessContrast(strength=a.get("jitter", 0.4)),
        GaussianNoise(std=a.get("noise_std", 0.1)),
    ])
    return TwoViewTransform(base)


def build_loss(cfg):
    lcfg = cfg.get("loss", {})
    name = lcfg.get("name", "ntxent")
    if name == "ntxent":
        return NTXentLoss(temperature=float(lcfg.get("tau", 0.5)))
    if name == "supcon":
        return SupConLoss(temperature=float(lcfg.get("temperature", 0.07)))
    raise ValueError(f"unknown loss: {name}")


def build_optimizer(cfg, params):
    o = cfg.get("optim", {})
    name = o.get("name", "adam")
    lr, wd = float(o.get("lr", 1e-3)), float(o.get("weight_decay", 0.0))
    if name == "adam":
        return torch.optim.Adam(params, lr=lr, weight_decay=wd)
    if name == "sgd":
        return torch.optim.SGD(params, lr=lr, momentum=float(o.get("momentum", 0.9)), weight_decay=wd)
    raise ValueError(f"unknown optimizer: {name}")


def build_scheduler(cfg, optimizer, steps_per_epoch):
    s = cfg.get("schedule", {})
    total = cfg["train"]["epochs"] * steps_per_epoch
    name = s.get("name", "cosine")
    if name == "cosine":
        return CosineWithWarmup(optimizer, warmup_steps=s.get("warmup_epochs", 0) * steps_per_epoch,
                                total_steps=total)
    if name == "step":
        return StepDecay(optimizer, step_size=s.get("step_epochs", 1) * steps_per_epoch,
                         gamma=s.get("gamma", 0.1))
    return ConstantLR(optimizer)
