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
