from .xent import sequence_cross_entropy, SequenceCrossEntropy

__all__ = ["sequence_cross_entropy", "SequenceCrossEntropy"]
