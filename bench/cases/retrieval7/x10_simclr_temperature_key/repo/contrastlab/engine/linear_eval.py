"""Linear probe on frozen encoder features."""
import torch
import torch.nn.functional as F

from ..data import make_eval_loaders
from ..metrics import accuracy
from ..models import LinearClassifier


@torch.no_grad()
def extract_features(encoder, loader):
    encoder.eval()
    feats, labels = [], []
    for x, y in loader:
        feats.append(encoder(x))
        labels.append(y)
    return torch.cat(feats), torch.cat(labels)


def linear_probe(cfg, encoder):
    train_loader, test_loader = make_eval_loaders(cfg)
    xtr, ytr = extract_features(encoder, train_loader)
    xte, yte = extract_features(encoder, test_loader)
    mu, sd = xtr.mean(0), xtr.std(0) + 1e-6
    xtr, xte = (xtr - mu) / sd, (xte - mu) / sd
    clf = LinearClassifier(xtr.size(1), cfg["data"]["num_classes"])
    opt = torch.optim.SGD(clf.parameters(), lr=cfg["probe"]["lr"], momentum=0.9)
    for _ in range(cfg["probe"]["epochs"]):
        loss = F.cross_entropy(clf(xtr), ytr)
        opt.zero_grad()
        loss.backward()
        opt.step()
    with torch.no_grad():
        return {"train_acc": accuracy(clf(xtr), ytr), "test_acc": accuracy(clf(xte), yte)}
