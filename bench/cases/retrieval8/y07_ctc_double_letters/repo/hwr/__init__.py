"""hwr: CRNN + CTC handwriting recognition."""
from hwr.config import load_config
from hwr.data.charset import LabelCodec
from hwr.models.crnn import CRNN

__all__ = ["load_config", "LabelCodec", "CRNN"]
__version__ = "0.3.1"
