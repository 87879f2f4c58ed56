from mtseq.losses.label_smoothing import LabelSmoothedNLL

__all__ = ["LabelSmoothedNLL"]
