from .pairwise import cosine_similarity, euclidean_distance, pairwise, squared_euclidean

__all__ = ["cosine_similarity", "euclidean_distance", "pairwise", "squared_euclidean"]
