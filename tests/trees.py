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
