from tsformer.utils.seed import set_seed

__all__ = ["set_seed"]
