from .dataset import SpeakerDataset, collate_segments, build_train_set
from .synthetic import make_synthetic_corpus
from .trials import read_trials, make_trials

__all__ = ["SpeakerDataset", "collate_segments", "build_train_set", "make_synthetic_corpus",
           "read_trials", "make_trials"]
