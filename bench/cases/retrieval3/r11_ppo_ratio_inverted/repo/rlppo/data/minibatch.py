import torch


def iterate_minibatches(batch, num_minibatches, generator=None):
    n = batch["obs"].shape[0]
    perm = torch.randperm(n, generator=generator)
    size = n // num_minibatches
    for i in range(num_minibatches):
        idx = perm[i * size:(i + 1) * size]
        yield {k: v[idx] for k, v in batch.items()}
