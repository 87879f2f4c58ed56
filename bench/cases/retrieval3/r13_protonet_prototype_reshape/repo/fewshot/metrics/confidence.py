import math


def mean_confidence_interval(values, z=1.96):
    """Mean and half-width of the 95% confidence interval (normal approximation)."""
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / max(n - 1, 1)
    return mean, z * math.sqrt(var / n)
