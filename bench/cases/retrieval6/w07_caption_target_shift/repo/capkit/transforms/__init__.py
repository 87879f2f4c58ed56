from .image import Compose, Normalize, GaussianNoise, RandomBrightness, build_image_transform
from .text import Lowercase, StripPunctuation, Tokenize, build_text_transform

__all__ = ["Compose", "Normalize", "GaussianNoise", "RandomBrightness", "build_image_transform",
           "Lowercase", "StripPunctuation", "Tokenize", "build_text_transform"]
