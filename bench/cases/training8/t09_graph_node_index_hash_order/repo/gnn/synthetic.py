"""Synthetic citation network in the same record format as our OpenAlex dumps.

records: list of {"id": "W2741809807", "field": "cs.LG", "abstract_vec": [...]}
edges:   list of (citing_id, cited_id) string pairs
"""
import random

FIELDS = ["cs.LG", "cs.CV", "cs.CL", "stat.ML", "q-bio.NC", "cs.RO", "math.OC", "eess.SP"]


def make_citation_graph(n_papers=1500, n_fields=5, feat_dim=64, avg_refs=6, homophily=0.8, seed=0):
    rng = random.Random(seed)
    fields = FIELDS[:n_fields]
    centers = {f: [rng.gauss(0, 1) for _ in range(feat_dim)] for f in fields}
    ids = [f"W{rng.randrange(10**9, 10**10)}" for _ in range(n_papers)]
    records, by_field = [], {f: [] for f in fields}
    for pid in ids:
        f = rng.choice(fields)
        vec = [c + rng.gauss(0, 7.0) for c in centers[f]]
        records.append({"id": pid, "field": f, "abstract_vec": vec})
        by_field[f].append(pid)
    field_of = {r["id"]: r["field"] for r in records}
    edges = []
    for pid in ids:
        for _ in range(max(1, int(rng.expovariate(1.0 / avg_refs)))):
            if rng.random() < homophily:
                dst = rng.choice(by_field[field_of[pid]])
            else:
                dst = rng.choice(ids)
            if dst != pid:
                edges.append((pid, dst))
    return records, edges
