import numpy as np
import torch
from sklearn.datasets import load_digits
from sklearn.model_selection import train_test_split
from torch.utils.data import TensorDataset


def _to_dataset(images, labels):
    x = torch.from_numpy((images / 16.0).astype(np.float32)).unsqueeze(1)  # (N, 1, 8, 8) in [0, 1]
    return TensorDataset(x, torch.from_numpy(labels.astype(np.int64)))


def load_splits(val_size=0.2, seed=0):
    """Stratified train/validation split of the 1797 digits."""
    digits = load_digits()
    x_tr, x_va, y_tr, y_va = train_test_split(digits.images, digits.target, test_size=val_size,
                                              stratify=digits.target)
    return _to_dataset(x_tr, y_tr), _to_dataset(x_va, y_va)
