"""Train/val/test splits.  Subject-wise splits keep all windows of a subject together."""
import random

import torch


def subject_holdout_split(subjects, val_fraction=0.2, test_fraction=0.2, seed=0):
    """Split the unique subject ids into (train, val, test) lists of subject ids."""
    unique = list(set(subjects))
    rng = random.Random(seed)
    rng.shuffle(unique)
    n = len(unique)
    n_test = max(1, int(round(test_fraction * n)))
    n_val = max(1, int(round(val_fraction * n))) if val_fraction > 0 else 0
    test = unique[:n_test]
    val = unique[n_test:n_test + n_val]
    train = unique[n_test + n_val:]
    return train, val, test


def leave_one_subject_out(subjects):
    """Yield (train_subjects, test_subject) folds in a stable order."""
    unique = sorted(set(subjects))
    for held_out in unique:
        yield [s for s in unique if s != held_out], held_out


def window_level_split(num_windows, val_fraction=0.2, test_fraction=0.2, seed=0):
    """Random window-level split (leaks subjects; only for debugging)."""
    g = torch.Generator().manual_seed(seed)
    perm = torch.randperm(num_windows, generator=g)
    n_test = int(test_fraction * num_windows)
    n_val = int(val_fraction * num_windows)
    return perm[n_test + n_val:], perm[n_test:n_test + n_val], perm[:n_test]
