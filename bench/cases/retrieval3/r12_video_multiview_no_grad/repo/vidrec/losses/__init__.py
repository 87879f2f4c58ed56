from vidrec.losses.soft_target import MixupCrossEntropy, mixup_batch

__all__ = ["MixupCrossEntropy", "mixup_batch"]
