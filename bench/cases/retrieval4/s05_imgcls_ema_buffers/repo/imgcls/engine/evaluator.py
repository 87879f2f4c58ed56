import torch

from ..metrics import AverageMeter, topk_correct


@torch.no_grad()
def evaluate(model, loader, device="cpu"):
    model.eval()
    top1, top5 = AverageMeter(), AverageMeter()
    for x, y in loader:
        x, y = x.to(device), y.to(device)
        c1, c5 = topk_correct(model(x), y, (1, 5))
        top1.update(c1, y.size(0))
        top5.update(c5, y.size(0))
    return {"top1": 100.0 * top1.avg, "top5": 100.0 * top5.avg}
