"""Small repositories for tests: on disk, or as the index's rows."""
import json
import textwrap
from pathlib import Path

from index.chunker import chunk_file
from index.graph import build_graph


def write_tree(root: Path, files: dict[str, str]) -> Path:
    """Write {relative path: source (dedented)} under root; returns root."""
    for rel, text in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(textwrap.dedent(text))
    return root


def chunk_rows(files: dict[str, str]):
    """(rows by chunk id, call graph) of {relative path: source}, shaped as the index stores them."""
    rows, file_rows = {}, []
    for path, text in files.items():
        fc = chunk_file(path, textwrap.dedent(text))
        file_rows.append({"path": path, "module": fc.module, "status": "ok",
                          "imports": json.dumps([[i.alias, i.target] for i in fc.imports])})
        for c in fc.chunks:
            rows[c.id] = {"id": c.id, "path": c.path, "qualname": c.qualname, "kind": c.kind, "text": c.text,
                          "start": c.start, "end": c.end, "calls": json.dumps(c.calls),
                          "bases": json.dumps(c.bases), "entry": json.dumps(c.entry), "flow": json.dumps(c.flow)}
    return rows, build_graph(list(rows.values()), file_rows)


# a tiny binary classifier that prints its validation AUC each epoch; `shuffle_bug` shuffles the training features
# apart from their labels (the loss still falls a little, the AUC stays at chance): the held-out-metric check's
# healthy and broken variant (tests/test_repgen_support.py, tests/test_verdict.py)
HELD_OUT_SCRIPT = '''
import torch


def auc(scores, labels):
    pos, neg = scores[labels == 1], scores[labels == 0]
    return float((pos[:, None] > neg[None, :]).float().mean())


def main(shuffle_bug=True):
    g = torch.Generator().manual_seed(0)
    x = torch.randn(2400, 6, generator=g)
    y = (x[:, 0] + x[:, 1] > 0).long()
    xtr, ytr, xva, yva = x[:400], y[:400], x[400:], y[400:]
    if shuffle_bug:
        xtr = xtr[torch.randperm(400, generator=g)]
    model = torch.nn.Sequential(torch.nn.Linear(6, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
    opt = torch.optim.Adam(model.parameters(), lr=0.01)
    for epoch in range(4):
        for i in range(0, 400, 40):
            loss = torch.nn.functional.binary_cross_entropy_with_logits(model(xtr[i:i + 40]).squeeze(1),
                                                                        ytr[i:i + 40].float())
            opt.zero_grad()
            loss.backward()
            opt.step()
        with torch.no_grad():
            print("epoch %d | train_loss %.4f | val_auc %.4f" % (epoch + 1, loss.item(),
                                                                 auc(model(xva).squeeze(1), yva)))
'''
