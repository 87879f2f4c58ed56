from seqrec.models.baselines import PopularityRecommender
from seqrec.models.gru4rec import GRU4Rec


def build_model(cfg, num_items):
    m = cfg.model
    return GRU4Rec(
        num_items=num_items,
        embed_dim=m.get("embed_dim", 32),
        hidden_dim=m.get("hidden_dim", 64),
        num_layers=m.get("num_layers", 1),
        dropout=m.get("dropout", 0.0),
    )


__all__ = ["GRU4Rec", "PopularityRecommender", "build_model"]
