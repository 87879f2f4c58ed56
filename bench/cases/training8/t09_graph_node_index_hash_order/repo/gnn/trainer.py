import torch
import torch.nn.functional as F

from .graph import build_graph
from .metrics import masked_accuracy
from .models import build_model
from .sparse import normalized_adjacency
from .splits import random_split
from .synthetic import make_citation_graph
from .utils import set_seed


def load_data(cfg):
    d = cfg["data"]
    records, edges = make_citation_graph(d["n_papers"], d["n_fields"], d["feat_dim"], d["avg_refs"],
                                         d["homophily"], seed=cfg["seed"])
    return build_graph(records, edges)


def run(cfg, graph=None, log=print):
    set_seed(cfg["seed"])
    graph = graph or load_data(cfg)
    adj = normalized_adjacency(graph.edge_index, graph.num_nodes)
    train_m, val_m, test_m = random_split(graph.y, cfg["data"]["train_frac"], cfg["data"]["val_frac"], cfg["seed"])
    m, t = cfg["model"], cfg["train"]
    model = build_model(m["name"], graph.x.shape[1], m["hidden"], graph.num_classes, m["dropout"])
    opt = torch.optim.Adam(model.parameters(), lr=t["lr"], weight_decay=t["weight_decay"])
    best_val, result = -1.0, None
    for epoch in range(1, t["epochs"] + 1):
        model.train()
        out = model(graph.x, adj)
        loss = F.cross_entropy(out[train_m], graph.y[train_m])
        opt.zero_grad()
        loss.backward()
        opt.step()
        model.eval()
        with torch.no_grad():
            out = model(graph.x, adj)
        tr, va, te = (masked_accuracy(out, graph.y, mk) for mk in (train_m, val_m, test_m))
        if va > best_val:
            best_val, result = va, {"epoch": epoch, "val_acc": va, "test_acc": te}
        if t["log_every"] and epoch % t["log_every"] == 0:
            log(f"epoch {epoch:3d} | loss {loss.item():.4f} | train {tr:.3f} | val {va:.3f} | test {te:.3f}")
    result["final_loss"] = loss.item()
    log(f"best val {result['val_acc']:.4f} @ epoch {result['epoch']} | test {result['test_acc']:.4f} | "
        f"final loss {result['final_loss']:.6f}")
    return result
