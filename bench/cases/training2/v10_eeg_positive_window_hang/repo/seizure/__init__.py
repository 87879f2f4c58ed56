"""seizure: window-level seizure detection on long multi-channel EEG recordings."""
