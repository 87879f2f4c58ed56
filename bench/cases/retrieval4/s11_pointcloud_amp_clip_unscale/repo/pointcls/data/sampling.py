import torch


def random_sample(points, n, generator=None):
    if points.size(0) >= n:
        idx = torch.randperm(points.size(0), generator=generator)[:n]
    else:
        idx = torch.randint(points.size(0), (n,), generator=generator)
    return points[idx]


def farthest_point_sample(points, n):
    N = points.size(0)
    if N <= n:
        return random_sample(points, n)
    chosen = torch.zeros(n, dtype=torch.long)
    dist = torch.full((N,), float("inf"))
    far = 0
    for i in range(n):
        chosen[i] = far
        d = ((points - points[far]) ** 2).sum(-1)
        dist = torch.minimum(dist, d)
        far = int(dist.argmax())
    return points[chosen]
