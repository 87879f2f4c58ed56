import torch


class NeighborSampler:
    def __init__(self, edge_index, num_nodes, fanouts=(10, 5), batch_size=256, shuffle=True, seed=0):
        self.num_nodes = num_nodes
        self.fanouts = fanouts
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.gen = torch.Generator().manual_seed(seed)
        order = edge_index[1].argsort()
        self.src = edge_index[0][order]
        self.rowptr = torch.zeros(num_nodes + 1, dtype=torch.long)
        self.rowptr[1:] = torch.bincount(edge_index[1], minlength=num_nodes).cumsum(0)

    def _sample(self, nodes, k):
        out_src, out_dst = [], []
        for n in nodes.tolist():
            s, e = int(self.rowptr[n]), int(self.rowptr[n + 1])
            if e == s:
                continue
            nb = self.src[s:e]
            if nb.numel() > k:
                nb = nb[torch.randperm(nb.numel(), generator=self.gen)[:k]]
            out_src.append(nb)
            out_dst.append(torch.full_like(nb, n))
        if not out_src:
            return torch.empty(2, 0, dtype=torch.long)
        return torch.stack([torch.cat(out_src), torch.cat(out_dst)])

    def iterate(self, seeds):
        if self.shuffle:
            seeds = seeds[torch.randperm(seeds.numel(), generator=self.gen)]
        for i in range(0, seeds.numel(), self.batch_size):
            batch = seeds[i:i + self.batch_size]
            frontier, edges = batch, []
            for k in self.fanouts:
                ei = self._sample(frontier, k)
                edges.append(ei)
                frontier = torch.unique(torch.cat([frontier, ei[0]]))
            yield batch, torch.cat(edges, dim=1) if edges else torch.empty(2, 0, dtype=torch.long)
