"""Training loop for the speaker encoder."""
import torch
from torch.utils.data import DataLoader

from ..data.collate import random_crop_collate
from ..losses import build_loss
from ..utils.logging import get_logger
from ..utils.seed import seed_everything

log = get_logger(__name__)


@torch.no_grad()
def top1_accuracy(logits, labels):
    return (logits.argmax(dim=1) == labels).float().mean().item()


def train_one_epoch(model, head, loader, optimizer):
    model.train()
    head.train()
    total_loss, total_acc, n = 0.0, 0.0, 0
    for feats, labels in loader:
        emb = model(feats)
        loss, logits = head(emb, labels)
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        bs = labels.shape[0]
        total_loss += loss.item() * bs
        total_acc += top1_accuracy(logits.detach(), labels) * bs
        n += bs
    return total_loss / n, total_acc / n


def fit(model, train_set, cfg, test_set=None):
    """Train ``model`` with the configured margin head; returns the head."""
    seed_everything(cfg.seed)
    t = cfg.train
    head = build_loss(cfg, train_set.num_speakers)
    loader = DataLoader(
        train_set,
        batch_size=t.batch_size,
        shuffle=True,
        drop_last=True,
        collate_fn=random_crop_collate(cfg.data.crop_frames),
    )
    params = list(model.parameters()) + list(head.parameters())
    optimizer = torch.optim.Adam(params, lr=t.lr, weight_decay=t.weight_decay)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=t.epochs)
    for epoch in range(1, t.epochs + 1):
        loss, acc = train_one_epoch(model, head, loader, optimizer)
        scheduler.step()
        msg = f"epoch {epoch:02d} loss={loss:.4f} train_acc={acc:.3f}"
        if test_set is not None:
            from .evaluator import evaluate_verification
            res = evaluate_verification(model, test_set, cfg)
            msg += f" eer={res['eer']:.4f} min_dcf={res['min_dcf']:.4f}"
        log.info(msg)
    return head
