from .schemes import LabelMap, bio_labels
from .spans import bio_to_spans, iob1_to_bio

__all__ = ["LabelMap", "bio_labels", "bio_to_spans", "iob1_to_bio"]
