"""Classify DNA sequences by the transcription-factor motif they carry."""
