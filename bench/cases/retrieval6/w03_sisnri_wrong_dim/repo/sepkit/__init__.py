"""sepkit: small speech separation / enhancement toolkit (Conv-TasNet, STFT masking)."""
__version__ = "0.5.2"
