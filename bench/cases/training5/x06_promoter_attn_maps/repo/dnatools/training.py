import torch
import torch.nn.functional as F


def iterate_minibatches(tokens, labels, batch_size, shuffle=True, generator=None):
    idx = torch.randperm(len(labels), generator=generator) if shuffle else torch.arange(len(labels))
    for i in range(0, len(idx), batch_size):
        j = idx[i:i + batch_size]
        yield tokens[j], labels[j]


def train_epoch(model, opt, tokens, labels, batch_size, generator=None):
    model.train()
    total, n = 0.0, 0
    for x, y in iterate_minibatches(tokens, labels, batch_size, generator=generator):
        loss = F.binary_cross_entropy_with_logits(model(x), y.float())
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * len(y)
        n += len(y)
    return total / n


@torch.no_grad()
def predict(model, tokens, batch_size=256):
    model.eval()
    out = [torch.sigmoid(model(tokens[i:i + batch_size])) for i in range(0, len(tokens), batch_size)]
    return torch.cat(out)
