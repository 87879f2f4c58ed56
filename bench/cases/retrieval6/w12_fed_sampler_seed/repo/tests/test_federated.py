import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from fedsim.data import dirichlet_partition, iid_partition, shard_partition  # noqa: E402
from fedsim.federated import fedavg, uniform_average  # noqa: E402
from fedsim.losses import proximal_term  # noqa: E402


def test_fedavg_weights_by_size():
    a = {"w": torch.tensor([0.0, 0.0])}
    b = {"w": torch.tensor([4.0, 8.0])}
    out = fedavg([a, b], [3, 1])
    assert torch.allclose(out["w"], torch.tensor([1.0, 2.0]))
    assert torch.allclose(uniform_average([a, b])["w"], torch.tensor([2.0, 4.0]))


def test_integer_buffers_survive_aggregation():
    a = {"n": torch.tensor(3), "w": torch.ones(1)}
    b = {"n": torch.tensor(5), "w": torch.zeros(1)}
    out = fedavg([a, b], [1, 1])
    assert out["n"].dtype == torch.int64 and int(out["n"]) == 5


def test_partitions_are_disjoint_and_complete():
    labels = torch.arange(200) % 10
    for parts in (iid_partition(200, 8), shard_partition(labels, 10, 2),
                  dirichlet_partition(labels, 5, alpha=1.0)):
        flat = [i for p in parts for i in p]
        assert sorted(flat) == list(range(200))


def test_shards_have_few_labels():
    labels = torch.arange(1000) % 10
    parts = shard_partition(labels, 10, 2, seed=1)
    assert all(len(set(labels[torch.tensor(p)].tolist())) <= 2 for p in parts)


def test_proximal_term_zero_at_global():
    m = torch.nn.Linear(3, 2)
    g = [p.detach().clone() for p in m.parameters()]
    assert float(proximal_term(m, g, 0.5)) == 0.0
