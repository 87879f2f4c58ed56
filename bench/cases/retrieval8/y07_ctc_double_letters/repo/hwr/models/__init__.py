from hwr.models.crnn import CRNN, build_model

__all__ = ["CRNN", "build_model"]
