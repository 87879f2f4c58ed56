"""Synthetic multi-modal classification data.

Each class owns several Gaussian clusters scattered in feature space, so a
single linear model struggles while a set of specialised experts does well.
"""

import numpy as np
import torch


def make_cluster_dataset(num_samples, num_features, num_classes, num_clusters,
                         cluster_std=0.6, seed=0):
    rng = np.random.default_rng(seed)
    centers = rng.normal(0.0, 2.5, size=(num_clusters, num_features))
    cluster_to_class = np.arange(num_clusters) % num_classes
    rng.shuffle(cluster_to_class)

    cluster_ids = rng.integers(0, num_clusters, size=num_samples)
    noise = rng.normal(0.0, cluster_std, size=(num_samples, num_features))
    x = centers[cluster_ids] + noise
    y = cluster_to_class[cluster_ids]

    x = torch.as_tensor(x, dtype=torch.float32)
    y = torch.as_tensor(y, dtype=torch.long)
    return x, y
