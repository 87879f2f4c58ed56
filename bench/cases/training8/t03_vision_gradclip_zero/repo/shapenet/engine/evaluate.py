import torch

from ..utils.meters import AverageMeter


@torch.no_grad()
def evaluate(model, loader, criterion):
    model.eval()
    loss_m, acc_m = AverageMeter(), AverageMeter()
    for images, labels in loader:
        logits = model(images)
        loss_m.update(criterion(logits, labels).item(), len(labels))
        acc_m.update((logits.argmax(1) == labels).float().mean().item(), len(labels))
    return {"val_loss": loss_m.avg, "val_acc": acc_m.avg}
