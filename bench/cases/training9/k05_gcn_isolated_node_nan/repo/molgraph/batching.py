import torch


def collate_graphs(graphs):
    """Merge graphs into one disconnected graph; `batch` maps every node to its graph."""
    xs, edges, batch, offset = [], [], [], 0
    for g_id, g in enumerate(graphs):
        xs.append(g.x)
        edges.append(g.edge_index + offset)
        batch.append(torch.full((g.num_nodes,), g_id, dtype=torch.long))
        offset += g.num_nodes
    y = torch.tensor([g.y for g in graphs], dtype=torch.long)
    return torch.cat(xs), torch.cat(edges, dim=1), torch.cat(batch), y


class GraphLoader:
    def __init__(self, graphs, batch_size=32, shuffle=False, seed=0):
        self.graphs, self.batch_size, self.shuffle = graphs, batch_size, shuffle
        self.gen = torch.Generator().manual_seed(seed)

    def __len__(self):
        return (len(self.graphs) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        order = (torch.randperm(len(self.graphs), generator=self.gen) if self.shuffle
                 else torch.arange(len(self.graphs)))
        for i in range(0, len(order), self.batch_size):
            yield collate_graphs([self.graphs[j] for j in order[i:i + self.batch_size]])
