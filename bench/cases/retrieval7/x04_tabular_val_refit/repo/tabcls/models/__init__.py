from .embedding import CategoricalEmbedding, embedding_dim_rule
from .tabular_mlp import TabularMLP, build_model

__all__ = ["CategoricalEmbedding", "embedding_dim_rule", "TabularMLP", "build_model"]
