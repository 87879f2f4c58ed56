"""Split a labelled dataset across simulated clients (lists of sample indices)."""
import torch


def iid_partition(num_samples, num_clients, seed=0):
    g = torch.Generator().manual_seed(seed)
    perm = torch.randperm(num_samples, generator=g)
    return [chunk.tolist() for chunk in perm.chunk(num_clients)]


def shard_partition(labels, num_clients, shards_per_client=2, seed=0):
    """McMahan et al. pathological non-IID: sort by label, deal out label-contiguous shards."""
    g = torch.Generator().manual_seed(seed)
    order = torch.argsort(labels, stable=True)
    num_shards = num_clients * shards_per_client
    shards = order.chunk(num_shards)
    shard_perm = torch.randperm(len(shards), generator=g).tolist()
    parts = []
    for c in range(num_clients):
        ids = shard_perm[c * shards_per_client:(c + 1) * shards_per_client]
        parts.append(torch.cat([shards[i] for i in ids]).tolist())
    return parts


def dirichlet_partition(labels, num_clients, alpha=0.5, seed=0, min_size=2):
    g = torch.Generator().manual_seed(seed)
    num_classes = int(labels.max()) + 1
    parts = [[] for _ in range(num_clients)]
    for c in range(num_classes):
        idx = (labels == c).nonzero().flatten()
        idx = idx[torch.randperm(len(idx), generator=g)]
        props = torch.distributions.Dirichlet(torch.full((num_clients,), float(alpha))).sample()
        cuts = (props.cumsum(0) * len(idx)).long().tolist()[:-1]
        for k, chunk in enumerate(torch.tensor_split(idx, cuts)):
            parts[k].extend(chunk.tolist())
    for k in range(num_clients):
        if len(parts[k]) < min_size:  # steal a few samples so no client is empty
            donor = max(range(num_clients), key=lambda j: len(parts[j]))
            parts[k].extend(parts[donor][-min_size:])
            del parts[donor][-min_size:]
    return parts


def build_partition(cfg, labels):
    p = cfg.partition
    kind = p.get("type", "iid")
    n_clients = cfg.federated.num_clients
    seed = p.get("seed", cfg.get("seed", 0))
    if kind == "iid":
        return iid_partition(len(labels), n_clients, seed)
    if kind == "shard":
        return shard_partition(labels, n_clients, p.get("shards_per_client", 2), seed)
    if kind == "dirichlet":
        return dirichlet_partition(labels, n_clients, p.get("alpha", 0.5), seed)
    raise ValueError(f"unknown partition.type {kind!r}")
