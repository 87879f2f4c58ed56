"""escnet -- small CNN for environmental sound classification on log-mel spectrograms."""
