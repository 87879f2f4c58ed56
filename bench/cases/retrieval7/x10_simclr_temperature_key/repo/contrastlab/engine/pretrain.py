"""Contrastive pretraining loop."""
import torch
import torch.nn.functional as F

from ..data import make_pretrain_loader
from ..factory import build_augment, build_loss, build_model, build_optimizer, build_scheduler
from ..losses import SupConLoss
from ..utils.logging import get_logger
from ..utils.seed import set_seed


def pretrain(cfg, logger=None):
    logger = logger or get_logger()
    set_seed(cfg["seed"])
    model = build_model(cfg)
    criterion = build_loss(cfg)
    loader = make_pretrain_loader(cfg, build_augment(cfg))
    optimizer = build_optimizer(cfg, model.parameters())
    scheduler = build_scheduler(cfg, optimizer, len(loader))
    epochs, log_every = cfg["train"]["epochs"], cfg["train"].get("log_every", 10)
    history, step = [], 0
    model.train()
    for epoch in range(1, epochs + 1):
        for v1, v2, y in loader:
            _, z1 = model(v1)
            _, z2 = model(v2)
            loss = criterion(z1, z2, y) if isinstance(criterion, SupConLoss) else criterion(z1, z2)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            scheduler.step()
            step += 1
            with torch.no_grad():
                pos_sim = F.cosine_similarity(z1, z2, dim=1).mean().item()
            history.append(loss.item())
            if step % log_every == 0:
                logger.info(f"epoch {epoch}/{epochs} step {step} loss {loss.item():.4f} "
                            f"pos_sim {pos_sim:.3f} lr {optimizer.param_groups[0]['lr']:.2e}")
    return model, history
