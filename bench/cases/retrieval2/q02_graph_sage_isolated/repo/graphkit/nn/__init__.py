from .conv import GATConv, GCNConv, SAGEConv
from .models import build_model

__all__ = ["GCNConv", "SAGEConv", "GATConv", "build_model"]
