from .wer import ErrorRate, cer, edit_distance, wer

__all__ = ["ErrorRate", "cer", "edit_distance", "wer"]
