from kdistill.data.cifar import CifarPickleDataset

__all__ = ["CifarPickleDataset"]
