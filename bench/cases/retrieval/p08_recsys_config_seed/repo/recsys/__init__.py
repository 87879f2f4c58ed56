"""recsys: implicit-feedback recommenders (MF-BPR, NeuMF, LightGCN) with leave-one-out evaluation."""
__version__ = "0.5.3"
