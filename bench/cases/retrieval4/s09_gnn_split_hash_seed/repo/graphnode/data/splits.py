import random
import zlib

import torch


def make_node_splits(graph, train_per_class=20, num_val=500, num_test=1000, seed=0):
    rng = random.Random(hash((graph.name, seed)))
    labels = graph.y.tolist()
    by_class = {}
    for i, c in enumerate(labels):
        by_class.setdefault(c, []).append(i)
    train = []
    for c in sorted(by_class):
        nodes = by_class[c][:]
        rng.shuffle(nodes)
        train.extend(nodes[:train_per_class])
    chosen = set(train)
    rest = [i for i in range(graph.num_nodes) if i not in chosen]
    rng.shuffle(rest)
    val, test = rest[:num_val], rest[num_val:num_val + num_test]
    masks = {}
    for name, idx in (("train", train), ("val", val), ("test", test)):
        m = torch.zeros(graph.num_nodes, dtype=torch.bool)
        m[idx] = True
        masks[name] = m
    return masks


def make_edge_splits(edge_index, val_frac=0.05, test_frac=0.1, seed=0, name="graph"):
    rng = random.Random(zlib.crc32(f"{name}:{seed}".encode()))
    e = edge_index.size(1)
    perm = list(range(e))
    rng.shuffle(perm)
    n_val, n_test = int(e * val_frac), int(e * test_frac)
    perm = torch.tensor(perm, dtype=torch.long)
    return {
        "val": edge_index[:, perm[:n_val]],
        "test": edge_index[:, perm[n_val:n_val + n_test]],
        "train": edge_index[:, perm[n_val + n_test:]],
    }
