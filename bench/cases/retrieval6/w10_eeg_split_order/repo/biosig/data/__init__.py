from .synthetic import Recording, SyntheticEEG
from .windowing import sliding_windows, window_recordings
from .normalization import SubjectNormalizer, GlobalNormalizer
from .splits import subject_holdout_split, leave_one_subject_out, window_level_split
from .dataset import WindowDataset
from .builder import build_dataloaders, build_windows

__all__ = ["Recording", "SyntheticEEG", "sliding_windows", "window_recordings",
           "SubjectNormalizer", "GlobalNormalizer", "subject_holdout_split",
           "leave_one_subject_out", "window_level_split", "WindowDataset",
           "build_dataloaders", "build_windows"]
