"""Random train / validation / test split of listing records."""
import random


def split_records(records, val_frac=0.15, test_frac=0.15):
    idx = list(range(len(records)))
    random.shuffle(idx)
    n_val = int(len(idx) * val_frac)
    n_test = int(len(idx) * test_frac)
    val = [records[i] for i in idx[:n_val]]
    test = [records[i] for i in idx[n_val:n_val + n_test]]
    train = [records[i] for i in idx[n_val + n_test:]]
    return train, val, test
