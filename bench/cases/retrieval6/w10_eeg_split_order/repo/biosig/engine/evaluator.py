import torch

from ..metrics import accuracy, balanced_accuracy, per_subject_accuracy


@torch.no_grad()
def predict(model, loader):
    was_training = model.training
    model.eval()
    preds, targets, idxs = [], [], []
    for x, y, idx in loader:
        preds.append(model(x).argmax(dim=1))
        targets.append(y)
        idxs.append(idx)
    model.train(was_training)
    return torch.cat(preds), torch.cat(targets), torch.cat(idxs)


def evaluate(model, loader, num_classes):
    preds, targets, idxs = predict(model, loader)
    subjects = [loader.dataset.subjects[i] for i in idxs.tolist()]
    return {"acc": accuracy(preds, targets),
            "bacc": balanced_accuracy(preds, targets, num_classes),
            "per_subject": per_subject_accuracy(preds, targets, subjects)}
