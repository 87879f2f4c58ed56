from .synthetic import SyntheticTextures
from .loaders import collate_two_views, collate_labeled, make_pretrain_loader, make_eval_loaders

__all__ = ["SyntheticTextures", "collate_two_views", "collate_labeled",
           "make_pretrain_loader", "make_eval_loaders"]
