def split_borders(n, fractions, lookback):
    """Chronological train/val/test index ranges. Val/test start lookback steps early so every
    target step in the split gets a full input window."""
    n_train = int(n * fractions[0])
    n_test = int(n * fractions[2])
    n_val = n - n_train - n_test
    starts = [0, n_train - lookback, n - n_test - lookback]
    ends = [n_train, n_train + n_val, n]
    return list(zip(starts, ends))
