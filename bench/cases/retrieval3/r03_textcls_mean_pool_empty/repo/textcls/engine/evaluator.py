import torch

from textcls.metrics import accuracy, macro_f1


@torch.no_grad()
def evaluate(model, loader, num_classes, device="cpu"):
    model.eval()
    preds, targets = [], []
    for ids, mask, labels in loader:
        logits = model(ids.to(device), mask.to(device))
        preds.append(logits.argmax(-1).cpu())
        targets.append(labels)
    pred, target = torch.cat(preds), torch.cat(targets)
    return {"acc": accuracy(pred, target), "macro_f1": macro_f1(pred, target, num_classes)}
