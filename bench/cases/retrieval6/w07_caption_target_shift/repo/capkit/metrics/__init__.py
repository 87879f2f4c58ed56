from .bleu import corpus_bleu, sentence_bleu
from .ngram import ngram_counts, clipped_matches

__all__ = ["corpus_bleu", "sentence_bleu", "ngram_counts", "clipped_matches"]
