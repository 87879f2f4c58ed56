"""Layout helpers shared by the data pipeline and inference."""
import torch


def channels_first(x):
    """(B, N, C) point tensor -> (B, C, N) for Conv1d."""
    b, n, c = x.shape
    return x.reshape(b, c, n).contiguous()


def channels_last(x):
    """(B, C, N) feature tensor -> (B, N, C)."""
    return x.transpose(1, 2).contiguous()


def batched_gather(x, idx):
    """Gather points: x (B, N, C), idx (B, K) -> (B, K, C)."""
    return torch.gather(x, 1, idx.unsqueeze(-1).expand(-1, -1, x.shape[-1]))
