import torch

from graphkit.nn.scatter import scatter_max, scatter_mean, scatter_softmax, scatter_sum


def test_scatter_sum():
    src = torch.tensor([[1.0], [2.0], [3.0]])
    idx = torch.tensor([0, 0, 1])
    assert scatter_sum(src, idx, 2).flatten().tolist() == [3.0, 3.0]


def test_scatter_mean():
    src = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
    idx = torch.tensor([1, 1, 0])
    out = scatter_mean(src, idx, 2)
    assert torch.allclose(out, torch.tensor([[5.0, 6.0], [2.0, 3.0]]))


def test_scatter_max():
    src = torch.tensor([[1.0], [-2.0], [3.0]])
    idx = torch.tensor([0, 1, 0])
    assert scatter_max(src, idx, 3).flatten().tolist() == [3.0, -2.0, 0.0]


def test_softmax_groups_sum_to_one():
    src = torch.randn(6, 2)
    idx = torch.tensor([0, 0, 1, 1, 1, 2])
    alpha = scatter_softmax(src, idx, 3)
    assert torch.allclose(scatter_sum(alpha, idx, 3), torch.ones(3, 2), atol=1e-5)
