"""Gaussian multi-cluster classification data (several modes per class)."""
import numpy as np


def make_cluster_dataset(n_samples, n_features=16, n_classes=4, clusters_per_class=3,
                         noise=1.0, seed=0, centers_seed=1234):
    """Cluster centres depend only on `centers_seed`, so train/val share a distribution."""
    crng = np.random.default_rng(centers_seed)
    centers = crng.normal(0.0, 2.2, size=(n_classes * clusters_per_class, n_features))
    rng = np.random.default_rng(seed)
    comp = rng.integers(0, len(centers), size=n_samples)
    x = centers[comp] + noise * rng.normal(size=(n_samples, n_features))
    y = comp % n_classes
    return x.astype(np.float32), y.astype(np.int64)
