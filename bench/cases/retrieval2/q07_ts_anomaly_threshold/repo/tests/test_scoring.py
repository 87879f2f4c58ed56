import torch

from tsad.data import SlidingWindows
from tsad.metrics import point_adjust
from tsad.scoring import RunningErrorStats


def test_running_stats_match_batch_stats():
    x = torch.randn(1000) * 2 + 5
    st = RunningErrorStats()
    for chunk in x.split(128):
        st.update(chunk)
    assert abs(st.mean - x.mean().item()) < 1e-4
    assert abs(st.std - x.std().item()) < 1e-4


def test_reset_clears_everything():
    st = RunningErrorStats()
    st.update(torch.ones(10))
    st.reset()
    assert st.count == 0 and st.reservoir.numel() == 0


def test_windows_cover_end():
    ds = SlidingWindows(torch.zeros(100, 2), window=30, stride=20)
    starts = ds.starts.tolist()
    assert starts[0] == 0 and starts[-1] == 70


def test_point_adjust_fills_segment():
    labels = torch.tensor([0, 1, 1, 1, 0, 0, 1, 1])
    pred = torch.tensor([0, 0, 1, 0, 0, 0, 0, 0])
    assert point_adjust(pred, labels).tolist() == [0, 1, 1, 1, 0, 0, 0, 0]
