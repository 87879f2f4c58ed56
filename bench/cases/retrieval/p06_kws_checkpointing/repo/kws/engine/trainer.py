import os

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from ..data.augment import build_augment
from ..data.synth import SyntheticKeywords
from ..models import build_model
from ..utils.checkpoint import save_checkpoint
from ..utils.meters import Meter, accuracy


def make_data(args):
    train = SyntheticKeywords(args.num_train, seed=args.seed, transform=build_augment(args.augment))
    val = SyntheticKeywords(args.num_val, seed=args.seed + 1)
    return (DataLoader(train, batch_size=args.batch_size, shuffle=True, drop_last=True),
            DataLoader(val, batch_size=256))


def train_one_epoch(model, loader, optimizer, scheduler=None):
    model.train()
    m_loss, m_acc = Meter(), Meter()
    for x, y in loader:
        logits = model(x)
        loss = F.cross_entropy(logits, y, label_smoothing=0.05)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if scheduler is not None:
            scheduler.step()
        m_loss.add(loss.item(), len(y))
        m_acc.add(accuracy(logits, y), len(y))
    return m_loss.mean, m_acc.mean


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    m_loss, m_acc = Meter(), Meter()
    for x, y in loader:
        logits = model(x)
        m_loss.add(F.cross_entropy(logits, y).item(), len(y))
        m_acc.add(accuracy(logits, y), len(y))
    return {"val_loss": m_loss.mean, "val_acc": m_acc.mean}


def train(args, log=print):
    torch.manual_seed(args.seed)
    train_loader, val_loader = make_data(args)
    model = build_model(args.model, num_classes=12)
    if args.data_parallel:
        model = torch.nn.DataParallel(model)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=args.weight_decay)
    scheduler = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=args.lr,
                                                    total_steps=args.epochs * len(train_loader))
    best = -1.0
    for epoch in range(args.epochs):
        tl, ta = train_one_epoch(model, train_loader, optimizer, scheduler)
        metrics = evaluate(model, val_loader)
        log(f"epoch {epoch:2d}  train loss {tl:.4f} acc {ta:.3f}  val loss {metrics['val_loss']:.4f} "
            f"acc {metrics['val_acc']:.3f}")
        if args.out:
            save_checkpoint(os.path.join(args.out, "last.pt"), model, optimizer, epoch, metrics, vars(args))
            if metrics["val_acc"] > best:
                best = metrics["val_acc"]
                save_checkpoint(os.path.join(args.out, "best.pt"), model, None, epoch, metrics, vars(args))
    return model, best
