import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader


@torch.no_grad()
def extract_features(feature_fn, dataset, batch_size=256, device="cpu"):
    feats, labels = [], []
    for x, y in DataLoader(dataset, batch_size=batch_size):
        feats.append(F.normalize(feature_fn(x.to(device)), dim=1).cpu())
        labels.append(torch.as_tensor(y))
    return torch.cat(feats), torch.cat(labels)


@torch.no_grad()
def knn_accuracy(feature_fn, train_set, test_set, num_classes, k=20, temperature=0.07, device="cpu"):
    """Weighted kNN classifier on L2-normalised features (Wu et al. 2018)."""
    train_f, train_y = extract_features(feature_fn, train_set, device=device)
    test_f, test_y = extract_features(feature_fn, test_set, device=device)
    sims = test_f @ train_f.t()
    top_sim, top_idx = sims.topk(k, dim=1)
    weights = (top_sim / temperature).exp()
    votes = torch.zeros(test_f.shape[0], num_classes)
    votes.scatter_add_(1, train_y[top_idx], weights)
    return (votes.argmax(1) == test_y).float().mean().item()
