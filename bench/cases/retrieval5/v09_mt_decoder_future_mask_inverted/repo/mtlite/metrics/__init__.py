from .bleu import corpus_bleu

__all__ = ["corpus_bleu"]
