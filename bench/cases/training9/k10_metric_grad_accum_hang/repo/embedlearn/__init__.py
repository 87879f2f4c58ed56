from .data import PKSampler, make_identities
from .losses import batch_hard_triplet_loss
from .model import EmbeddingNet
from .trainer import fit
from .evaluate import recall_at_1

__all__ = ["PKSampler", "make_identities", "batch_hard_triplet_loss", "EmbeddingNet", "fit",
           "recall_at_1"]
