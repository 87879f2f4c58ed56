"""A brute-force cosine-similarity index over encoded sentences."""
import json
import os

import torch
import torch.nn.functional as F


class VectorIndex:
    def __init__(self, dim):
        self.dim = dim
        self.vectors = torch.empty(0, dim)
        self.payloads = []

    def add(self, vectors, payloads):
        vectors = F.normalize(vectors.float(), dim=-1)
        if vectors.shape[1] != self.dim:
            raise ValueError(f"expected dim {self.dim}, got {vectors.shape[1]}")
        self.vectors = torch.cat([self.vectors, vectors])
        self.payloads.extend(payloads)

    def search(self, queries, k=5):
        q = F.normalize(queries.float(), dim=-1)
        sims = q @ self.vectors.T
        k = min(k, len(self.payloads))
        top = sims.topk(k, dim=1)
        return [[(self.payloads[j], float(s)) for s, j in zip(row_s.tolist(), row_i.tolist())]
                for row_s, row_i in zip(top.values, top.indices)]

    def near_duplicates(self, threshold=0.95):
        sims = self.vectors @ self.vectors.T
        sims.fill_diagonal_(-1)
        pairs = (sims > threshold).nonzero().tolist()
        return [(self.payloads[i], self.payloads[j]) for i, j in pairs if i < j]

    def save(self, path):
        os.makedirs(path, exist_ok=True)
        torch.save(self.vectors, os.path.join(path, "vectors.pt"))
        with open(os.path.join(path, "payloads.json"), "w") as f:
            json.dump(self.payloads, f)

    @classmethod
    def load(cls, path):
        vecs = torch.load(os.path.join(path, "vectors.pt"))
        idx = cls(vecs.shape[1])
        idx.vectors = vecs
        with open(os.path.join(path, "payloads.json")) as f:
            idx.payloads = json.load(f)
        return idx

    def __len__(self):
        return len(self.payloads)
