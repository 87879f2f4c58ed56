"""Multi-clip evaluation: average softmax scores over the clips of each video."""
import torch

from ..metrics import mean_class_accuracy, topk_accuracy


@torch.no_grad()
def evaluate_multiclip(model, loader, num_classes):
    was_training = model.training
    model.eval()
    all_scores, all_labels = [], []
    for clips, labels in loader:
        B, N = clips.shape[:2]
        logits = model(clips.flatten(0, 1))
        scores = logits.softmax(dim=-1).view(B, N, -1).mean(dim=1)
        all_scores.append(scores.cpu())
        all_labels.append(labels.cpu())
    model.train(was_training)
    scores, labels = torch.cat(all_scores), torch.cat(all_labels)
    res = topk_accuracy(scores, labels, ks=(1, 5))
    res["mean_class_acc"] = mean_class_accuracy(scores, labels, num_classes)
    return res
