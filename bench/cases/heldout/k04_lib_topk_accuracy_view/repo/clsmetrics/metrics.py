import torch


def accuracy(output, target, topk=(1,)):
    """Computes the precision@k (in percent) for each k in ``topk``.

    output: (N, C) logits or probabilities, target: (N,) class indices.
    Returns a list of 0-dim tensors, one per k.
    """
    with torch.no_grad():
        maxk = max(topk)
        batch_size = target.size(0)

        _, pred = output.topk(maxk, 1, True, True)
        pred = pred.t()
        correct = pred.eq(target.view(1, -1).expand_as(pred))

        res = []
        for k in topk:
            correct_k = correct[:k].view(-1).float().sum(0, keepdim=True)
            res.append(correct_k.mul_(100.0 / batch_size).squeeze(0))
        return res


def confusion_matrix(pred, target, num_classes):
    """(num_classes, num_classes) matrix, rows = true class, cols = predicted."""
    if pred.dim() == 2:
        pred = pred.argmax(1)
    idx = target.long() * num_classes + pred.long()
    cm = torch.bincount(idx, minlength=num_classes * num_classes)
    return cm.reshape(num_classes, num_classes)


def per_class_recall(pred, target, num_classes):
    cm = confusion_matrix(pred, target, num_classes).float()
    support = cm.sum(1)
    return torch.where(support > 0, cm.diag() / support.clamp(min=1), torch.zeros_like(support))
