"""Loss estimation on held-out windows."""
import math

import torch


@torch.no_grad()
def estimate_loss(model, dataset, batch_size=32, n_batches=10, seed=0):
    g = torch.Generator().manual_seed(seed)
    was_training = model.training
    model.eval()
    losses = []
    for _ in range(n_batches):
        x, y = dataset.get_batch(batch_size, generator=g)
        _, loss = model(x, y)
        losses.append(loss.item())
    model.train(was_training)
    return sum(losses) / len(losses)


def perplexity(loss):
    return math.exp(loss)
