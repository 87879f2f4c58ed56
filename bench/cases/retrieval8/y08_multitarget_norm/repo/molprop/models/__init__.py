from molprop.models.mpnn import MPNN, build_model

__all__ = ["MPNN", "build_model"]
