from gnnlab.nn.attention import GraphAttentionConv
from gnnlab.nn.gcn import GCNConv
from gnnlab.nn.sage import SAGEConv

__all__ = ["GCNConv", "SAGEConv", "GraphAttentionConv"]
