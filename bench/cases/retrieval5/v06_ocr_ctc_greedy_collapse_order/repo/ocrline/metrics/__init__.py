from .text import character_error_rate, levenshtein, word_error_rate, exact_match

__all__ = ["levenshtein", "character_error_rate", "word_error_rate", "exact_match"]
