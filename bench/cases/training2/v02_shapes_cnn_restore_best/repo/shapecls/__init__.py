"""shapecls: toy shape recognition CNN used to validate the training stack before the real data."""
