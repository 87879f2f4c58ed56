import math


def rmse_from_sums(sq_err_sum, n):
    return math.sqrt(sq_err_sum / max(n, 1))


def precision_at_k(recommended, relevant, k=10):
    rec = list(recommended)[:k]
    if not rec:
        return 0.0
    return len(set(rec) & set(relevant)) / len(rec)
