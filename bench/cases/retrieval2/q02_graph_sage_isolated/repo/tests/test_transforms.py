import torch

from graphkit.data import Graph
from graphkit.transforms import DropEdge, NormalizeFeatures, ToUndirected, build_transforms


def _toy():
    x = torch.rand(4, 3)
    ei = torch.tensor([[0, 1, 2], [1, 2, 3]])
    return Graph(x=x, edge_index=ei, y=torch.tensor([0, 1, 0, 1]))


def test_to_undirected_doubles_edges():
    assert ToUndirected()(_toy()).num_edges == 6


def test_normalize_rows():
    g = NormalizeFeatures()(_toy())
    assert torch.allclose(g.x.sum(1), torch.ones(4))


def test_drop_edge_is_train_only():
    t = build_transforms([{"drop_edge": 1.0}])
    g = _toy()
    assert t(g, train=False).num_edges == 3
    assert t(g, train=True).num_edges == 0
    assert DropEdge(0.0)(g).num_edges == 3
