"""Implicit-feedback recommenders trained with BPR and sampled negatives."""
