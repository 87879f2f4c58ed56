from .synthetic import make_blobs
from .partition import iid_partition, shard_partition, dirichlet_partition, build_partition
from .client_data import build_client_datasets, make_loader

__all__ = ["make_blobs", "iid_partition", "shard_partition", "dirichlet_partition",
           "build_partition", "build_client_datasets", "make_loader"]
