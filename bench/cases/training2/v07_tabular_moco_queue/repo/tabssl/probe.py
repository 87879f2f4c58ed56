import torch
import torch.nn.functional as F


def linear_probe(train_emb, train_y, test_emb, test_y, n_classes, epochs=100, lr=0.1):
    clf = torch.nn.Linear(train_emb.shape[1], n_classes)
    opt = torch.optim.Adam(clf.parameters(), lr=lr)
    for _ in range(epochs):
        loss = F.cross_entropy(clf(train_emb), train_y)
        opt.zero_grad()
        loss.backward()
        opt.step()
    with torch.no_grad():
        return (clf(test_emb).argmax(1) == test_y).float().mean().item()
