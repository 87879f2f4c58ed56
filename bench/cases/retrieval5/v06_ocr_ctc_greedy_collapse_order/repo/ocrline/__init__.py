"""ocrline: CTC text-line recognition."""
__version__ = "1.0.3"
