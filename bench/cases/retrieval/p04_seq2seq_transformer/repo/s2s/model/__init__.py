from .transformer import Seq2SeqTransformer, build_model

__all__ = ["Seq2SeqTransformer", "build_model"]
