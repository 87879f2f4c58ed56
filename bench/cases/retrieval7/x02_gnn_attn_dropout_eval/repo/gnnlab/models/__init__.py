from gnnlab.models.node_classifier import NodeClassifier


def build_model(cfg, graph):
    m = cfg["model"]
    return NodeClassifier(in_dim=graph.x.shape[1], num_classes=int(graph.y.max()) + 1,
                          layer=m["layer"], hidden=m["hidden"],
                          num_layers=m["num_layers"], dropout=m["dropout"],
                          heads=m["heads"], attn_dropout=m["attn_dropout"],
                          drop_edge=m.get("drop_edge", 0.0))


__all__ = ["NodeClassifier", "build_model"]
