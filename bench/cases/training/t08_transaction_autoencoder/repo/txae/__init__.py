"""Unsupervised fraud detection: an autoencoder on card transactions, scored by reconstruction error."""
