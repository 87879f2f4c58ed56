import torch
from torch.utils.data import Dataset


def num_windows(length, input_len, horizon, stride=1):
    span = input_len + horizon
    if length < span:
        return 0
    return (length - span) // stride + 1


class SlidingWindowDataset(Dataset):
    def __init__(self, values, target_idx, input_len, horizon, stride=1):
        self.values = values
        self.target_idx = target_idx
        self.input_len = input_len
        self.horizon = horizon
        self.stride = stride
        self.n = num_windows(values.size(0), input_len, horizon, stride)

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError(i)
        start = i * self.stride
        end = start + self.input_len
        x = self.values[start:end]
        y = self.values[end - 1:end - 1 + self.horizon, self.target_idx]
        return x, y


def make_inference_window(values, input_len):
    if values.size(0) < input_len:
        raise ValueError(f"need at least {input_len} rows, got {values.size(0)}")
    return values[-input_len:].unsqueeze(0)
