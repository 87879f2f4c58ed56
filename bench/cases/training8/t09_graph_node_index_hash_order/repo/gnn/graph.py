import torch


class Graph:
    def __init__(self, x, y, edge_index, node_ids, label_names):
        self.x, self.y, self.edge_index = x, y, edge_index
        self.node_ids, self.label_names = node_ids, label_names

    @property
    def num_nodes(self):
        return self.x.shape[0]

    @property
    def num_classes(self):
        return len(self.label_names)


def build_graph(records, edges):
    """Map string paper ids / field names to contiguous indices and build tensors."""
    nodes = set()
    for src, dst in edges:
        nodes.add(src)
        nodes.add(dst)
    for rec in records:
        nodes.add(rec["id"])
    node_index = {nid: i for i, nid in enumerate(nodes)}
    label_names = sorted({rec["field"] for rec in records})
    label_index = {name: i for i, name in enumerate(label_names)}

    n, dim = len(node_index), len(records[0]["abstract_vec"])
    x = torch.zeros(n, dim)
    y = torch.full((n,), -1, dtype=torch.long)      # -1: cited paper outside the dump
    for rec in records:
        i = node_index[rec["id"]]
        x[i] = torch.tensor(rec["abstract_vec"])
        y[i] = label_index[rec["field"]]
    src = torch.tensor([node_index[s] for s, _ in edges])
    dst = torch.tensor([node_index[d] for _, d in edges])
    edge_index = torch.stack([torch.cat([src, dst]), torch.cat([dst, src])])   # undirected
    edge_index = torch.unique(edge_index, dim=1)
    node_ids = [None] * n
    for nid, i in node_index.items():
        node_ids[i] = nid
    return Graph(x, y, edge_index, node_ids, label_names)
