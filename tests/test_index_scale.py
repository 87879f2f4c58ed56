"""Large-repository behaviour of the indexer: batched writes, resume after a crash without
re-embedding what was written, files a report points at first, and the ANN index."""
import os

import pytest

from index import indexer, search
from index.embed import HashEmbedder
from index.indexer import ann_index, index_repo, open_store
from index.models import Query


@pytest.fixture(autouse=True)
def no_process_cache():
    indexer._VECTOR_CACHE.clear()
    yield
    indexer._VECTOR_CACHE.clear()


def make_repo(root, n_files=12, n_funcs=5):
    for i in range(n_files):
        path = os.path.join(root, "pkg", f"mod{i:02d}.py")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as fh:
            for j in range(n_funcs):
                fh.write(f"def f{i}_{j}(x):\n    return x * {i} + {j}  # step_{i}_{j}\n\n")


class CrashingEmbedder(HashEmbedder):
    """Dies after `after` texts, as a killed process would stop mid-run."""

    def __init__(self, after):
        super().__init__()
        self.after = after

    def embed(self, texts):
        if self.calls + len(texts) > self.after:
            raise KeyboardInterrupt("killed")
        return super().embed(texts)


def rows(repo, home, emb):
    return sorted((r["id"], r["hash"]) for r in open_store(str(repo), str(home), emb).rows(["id", "hash"]))


def test_batches_resume_after_a_crash_without_re_embedding(tmp_path):
    repo, home = tmp_path / "repo", tmp_path / "home"
    make_repo(repo)                                   # 12 files x 5 functions = 60 chunks
    crash = CrashingEmbedder(after=30)
    with pytest.raises(KeyboardInterrupt):
        index_repo(str(repo), home=str(home), embedder=crash, batch_chunks=12)
    written = rows(repo, home, crash)
    assert len(written) == 30                         # two batches of 3 files; the third died embedding
    state = open_store(str(repo), str(home), crash).file_state()
    assert len(state) == 6                            # each written batch's file rows came with it

    indexer._VECTOR_CACHE.clear()                     # a new process
    emb = HashEmbedder()
    st = index_repo(str(repo), home=str(home), embedder=emb, batch_chunks=12)
    assert st.embedded == emb.calls == 60 - len(written)     # only what the crash had not written
    assert len(st.changed) == 12 - len(state)
    full_home = tmp_path / "full"
    index_repo(str(repo), home=str(full_home), embedder=HashEmbedder())
    assert rows(repo, home, emb) == rows(repo, full_home, emb)       # same index as an uninterrupted run


def test_only_and_first_index_the_pointed_files_now_and_the_rest_later(tmp_path):
    repo, home = tmp_path / "repo", tmp_path / "home"
    make_repo(repo)
    emb = HashEmbedder()
    order = []
    st = index_repo(str(repo), home=str(home), embedder=emb, only=["pkg/mod07.py", "pkg/mod03.py"],
                    first=["pkg/mod07.py"], progress=lambda stage, done, total: order.append((stage, done)))
    assert st.changed == ["pkg/mod07.py", "pkg/mod03.py"] and st.pending == 10
    assert {r[0].split("::")[0] for r in rows(repo, home, emb)} == {"pkg/mod07.py", "pkg/mod03.py"}
    hits = search(str(repo), Query(text="f7_3 step_7_3"), k=3, home=str(home), embedder=emb)
    assert hits[0].qualname == "f7_3"
    st = index_repo(str(repo), home=str(home), embedder=emb)          # the rest, later
    assert len(st.changed) == 10 and st.pending == 0 and st.embedded == 50
    assert len(rows(repo, home, emb)) == 60


def test_ann_index_above_the_threshold_keeps_exact_top_hits(tmp_path):
    repo, home = tmp_path / "repo", tmp_path / "home"
    make_repo(repo, n_files=50, n_funcs=12)           # 600 chunks
    emb = HashEmbedder()
    st = index_repo(str(repo), home=str(home), embedder=emb)
    assert st.ann == ""                               # below ANN_MIN_ROWS: flat scan
    store = open_store(str(repo), str(home), emb)
    assert ann_index(store, min_rows=500).startswith("ivf_pq index built (600 rows")
    assert ann_index(store, min_rows=500).startswith("ivf_pq index current")
    assert [ix for ix in store.table("chunks").list_indices() if "vector" in ix.columns]
    for i, j in [(3, 4), (41, 10), (17, 0)]:
        hits = search(str(repo), Query(text=f"f{i}_{j} x step_{i}_{j}"), k=5, home=str(home),
                             embedder=emb, mode="vector")
        assert hits[0].qualname == f"f{i}_{j}"


def make_app(root):
    files = {
        "app/__init__.py": "",
        "app/data.py": "def load(n):\n    return list(range(n))\n",
        "app/model.py": "from app.data import load\n\nclass Net:\n    def forward(self, x):\n        return load(x)[0] / 0\n",
        "app/train.py": "from .model import Net\n\ndef train():\n    return Net().forward(3)\n",
    }
    for i in range(8):
        files[f"other/m{i}.py"] = f"def unrelated_{i}(a):\n    return a + {i}\n"
    for rel, text in files.items():
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as fh:
            fh.write(text)


def test_pointed_files_follow_frames_names_imports_and_importers(tmp_path):
    from index.first import pointed_files
    from index.models import Frame
    make_app(tmp_path)
    texts = {os.path.relpath(os.path.join(d, f), tmp_path): open(os.path.join(d, f)).read()
             for d, _, fs in os.walk(tmp_path) for f in fs}
    q = Query(text="ZeroDivisionError", frames=[Frame("app/model.py", 5, "forward")])
    assert pointed_files(q, texts) == ["app/model.py", "app/data.py", "app/train.py"]
    assert pointed_files(Query(text="x", identifiers=["unrelated_3()"]), texts) == ["other/m3.py"]


def test_build_context_answers_from_the_pointed_files_first(tmp_path, monkeypatch):
    import index as index_pkg
    from index.models import Frame
    make_app(tmp_path / "repo")
    monkeypatch.setattr(index_pkg, "FIRST_MIN_FILES", 5)
    emb = HashEmbedder()
    q = Query(text="ZeroDivisionError: division by zero in forward",
              frames=[Frame("app/model.py", 5, "forward")], symptom="exception")
    ctx = index_pkg.build_context(str(tmp_path / "repo"), q, home=str(tmp_path / "home"), embedder=emb)
    assert ctx.searched.startswith("searched 3 of 12 files: 3 the report points at")
    assert "the other 9 are indexed on the next index run" in ctx.searched
    assert ctx.snippets[0].qualname == "Net.forward"
    assert {s.path for s in ctx.snippets} <= {"app/model.py", "app/data.py", "app/train.py"}
    ctx = index_pkg.build_context(str(tmp_path / "repo"), q, home=str(tmp_path / "home"), embedder=emb)
    assert ctx.searched.startswith("searched 3 of 12 files: 0")      # nothing new pointed at: the rest waits
    index_repo(str(tmp_path / "repo"), home=str(tmp_path / "home"), embedder=emb)
    ctx = index_pkg.build_context(str(tmp_path / "repo"), q, home=str(tmp_path / "home"), embedder=emb)
    assert ctx.searched == "" and len(rows(tmp_path / "repo", tmp_path / "home", emb)) > 10
