"""Quick structural statistics, handy when a new dataset behaves oddly."""
import torch


def edge_homophily(graph):
    """Fraction of edges joining nodes with the same label (ignores unlabelled endpoints)."""
    src, dst = graph.edge_index
    ok = (graph.y[src] >= 0) & (graph.y[dst] >= 0)
    if ok.sum() == 0:
        return float("nan")
    return (graph.y[src][ok] == graph.y[dst][ok]).float().mean().item()


def degree_histogram(graph, max_bin=20):
    deg = graph.in_degree().clamp(max=max_bin)
    return torch.bincount(deg, minlength=max_bin + 1).tolist()


def label_distribution(graph, mask=None):
    y = graph.y if mask is None else graph.y[mask]
    y = y[y >= 0]
    counts = torch.bincount(y)
    return {int(c): int(n) for c, n in enumerate(counts)}


def report(graph):
    lines = [graph.summary(), f"edge homophily: {edge_homophily(graph):.3f}"]
    hist = degree_histogram(graph)
    lines.append("in-degree histogram: " + " ".join(f"{d}:{n}" for d, n in enumerate(hist) if n))
    for name, mask in graph.masks.items():
        lines.append(f"{name}: {int(mask.sum())} nodes, labels {label_distribution(graph, mask)}")
    return "\n".join(lines)
