import torch

from fewshot.data import split_episode
from fewshot.losses import episodic_loss
from fewshot.metrics import mean_confidence_interval


@torch.no_grad()
def evaluate_episodes(model, loader, n_way, k_shot, n_query, device="cpu"):
    model.eval()
    accs = []
    for images, _ in loader:
        support, query, labels = split_episode(images, n_way, k_shot, n_query)
        logits = model(support.to(device), query.to(device), n_way, k_shot)
        _, acc = episodic_loss(logits, labels.to(device))
        accs.append(acc.item() * 100)
    return mean_confidence_interval(accs)
