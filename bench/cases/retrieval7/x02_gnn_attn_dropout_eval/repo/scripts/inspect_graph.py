"""Print statistics of the synthetic graph for a config."""
import argparse

from gnnlab import load_config, load_graph
from gnnlab.data import degree


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    cfg = load_config(ap.parse_args().config)
    g = load_graph(cfg)
    deg = degree(g.edge_index[1], g.num_nodes)
    homophily = (g.y[g.edge_index[0]] == g.y[g.edge_index[1]]).float().mean()
    print(f"nodes {g.num_nodes}  edges {g.num_edges}  mean degree {deg.mean():.2f}")
    print(f"isolated {(deg == 0).sum().item()}  edge homophily {homophily:.3f}")
    for k, m in g.masks.items():
        print(f"{k:5s} {int(m.sum())}")


if __name__ == "__main__":
    main()
