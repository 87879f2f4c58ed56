from moeclf.data.synthetic import make_cluster_dataset
from moeclf.data.loaders import build_loaders, train_val_split

__all__ = ["make_cluster_dataset", "build_loaders", "train_val_split"]
