"""biosig: EEG / biosignal classification with subject-aware evaluation."""
__version__ = "0.5.2"
