"""ocr: text-line recognition with CTC (CRNN and a convolution-only recogniser)."""
__version__ = "0.3.2"
