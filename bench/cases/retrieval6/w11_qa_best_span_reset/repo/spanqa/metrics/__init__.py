from .squad import exact_match, f1_score, normalize_answer, squad_scores

__all__ = ["exact_match", "f1_score", "normalize_answer", "squad_scores"]
