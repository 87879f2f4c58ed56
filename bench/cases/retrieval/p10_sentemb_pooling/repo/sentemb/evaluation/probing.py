"""Linear probes on frozen sentence embeddings (what information do they keep?)."""
import torch
import torch.nn.functional as F


def train_probe(x, y, num_classes, epochs=100, lr=0.05, weight_decay=1e-4):
    probe = torch.nn.Linear(x.shape[1], num_classes)
    opt = torch.optim.Adam(probe.parameters(), lr=lr, weight_decay=weight_decay)
    for _ in range(epochs):
        opt.zero_grad()
        F.cross_entropy(probe(x), y).backward()
        opt.step()
    return probe


def length_probe(model, sentences, bins=(5, 8, 12)):
    """Predict the sentence-length bin from the embedding; returns held-out accuracy."""
    lengths = torch.tensor([len(s.split()) for s in sentences])
    y = torch.bucketize(lengths, torch.tensor(bins))
    x = model.encode(sentences)
    n = len(sentences) // 2
    probe = train_probe(x[:n], y[:n], len(bins) + 1)
    with torch.no_grad():
        return (probe(x[n:]).argmax(1) == y[n:]).float().mean().item()


def word_content_probe(model, sentences, word):
    y = torch.tensor([int(word in s.split()) for s in sentences])
    x = model.encode(sentences)
    n = len(sentences) // 2
    probe = train_probe(x[:n], y[:n], 2)
    with torch.no_grad():
        return (probe(x[n:]).argmax(1) == y[n:]).float().mean().item()
