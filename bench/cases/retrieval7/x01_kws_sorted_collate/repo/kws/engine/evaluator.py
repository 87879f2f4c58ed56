import torch

from kws.metrics import confusion_matrix, macro_f1


@torch.no_grad()
def evaluate(model, loader, num_classes):
    model.eval()
    preds, targets = [], []
    for feats, lengths, labels in loader:
        preds.append(model(feats, lengths).argmax(dim=-1))
        targets.append(labels)
    pred, target = torch.cat(preds), torch.cat(targets)
    cm = confusion_matrix(pred, target, num_classes)
    return {"val_acc": (pred == target).float().mean().item(), "val_f1": macro_f1(cm)}
