"""Incremental indexing (add, change, delete, rename) and concurrent index requests on one repo."""
import os
import subprocess
import sys
import textwrap

import pytest

from index import indexer
from index.embed import HashEmbedder
from index.indexer import index_repo, open_store

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture(autouse=True)
def no_process_cache():
    # only the store may supply reused vectors in these tests
    indexer._VECTOR_CACHE.clear()
    yield
    indexer._VECTOR_CACHE.clear()


def write(root, rel, text):
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as fh:
        fh.write(textwrap.dedent(text))


def make_repo(root):
    write(root, "pkg/__init__.py", "")
    write(root, "pkg/model.py", """
        class Net:
            def forward(self, x):
                return x * 2
        """)
    write(root, "train.py", """
        from pkg.model import Net

        def train(steps):
            net = Net()
            for _ in range(steps):
                net.forward(1)
        """)


def ids(root, home, emb):
    rows = open_store(str(root), str(home), emb).rows(["id", "path", "hash"])
    return sorted(r["id"] for r in rows)


def test_add_change_delete_rename(tmp_path):
    repo, home = tmp_path / "repo", tmp_path / "home"
    make_repo(repo)
    emb = HashEmbedder()
    st = index_repo(str(repo), home=str(home), embedder=emb)
    first = ids(repo, home, emb)
    assert first == ["pkg/model.py::Net", "pkg/model.py::Net.forward", "train.py::<module>", "train.py::train"]
    assert st.embedded == 4 and emb.calls == 4

    # nothing changed: nothing re-chunked, nothing embedded
    st = index_repo(str(repo), home=str(home), embedder=emb)
    assert st.changed == [] and st.embedded == 0 and emb.calls == 4

    # change one function, add another: only those two are embedded
    write(repo, "pkg/model.py", """
        class Net:
            def forward(self, x):
                return x * 3

            def reset(self):
                return None
        """)
    st = index_repo(str(repo), home=str(home), embedder=emb)
    assert st.changed == ["pkg/model.py"]
    assert st.embedded == 3          # forward (changed), reset (new), Net (its member list changed)
    assert "pkg/model.py::Net.reset" in ids(repo, home, emb)

    # add a file
    write(repo, "pkg/data.py", "def load():\n    return []\n")
    st = index_repo(str(repo), home=str(home), embedder=emb)
    assert st.changed == ["pkg/data.py"] and st.embedded == 1

    # rename a file: its rows move, vectors are reused by content hash
    os.rename(repo / "pkg/data.py", repo / "pkg/dataset.py")
    before = emb.calls
    st = index_repo(str(repo), home=str(home), embedder=emb)
    assert st.changed == ["pkg/dataset.py"] and st.removed == ["pkg/data.py"]
    assert emb.calls == before and st.reused == 1
    now = ids(repo, home, emb)
    assert "pkg/dataset.py::load" in now and not any(i.startswith("pkg/data.py") for i in now)

    # delete a function and a file
    write(repo, "pkg/model.py", "class Net:\n    def forward(self, x):\n        return x * 3\n")
    os.remove(repo / "pkg/dataset.py")
    st = index_repo(str(repo), home=str(home), embedder=emb)
    assert st.removed == ["pkg/dataset.py"]
    now = ids(repo, home, emb)
    assert now == ["pkg/model.py::Net", "pkg/model.py::Net.forward", "train.py::<module>", "train.py::train"]
    assert len(now) == len(set(now))


def test_embedder_change_rebuilds(tmp_path):
    repo, home = tmp_path / "repo", tmp_path / "home"
    make_repo(repo)
    index_repo(str(repo), home=str(home), embedder=HashEmbedder(64))
    other = HashEmbedder(32)
    other.name = "hash-32"
    st = index_repo(str(repo), home=str(home), embedder=other)
    assert st.embedded == 4 and len(ids(repo, home, other)) == 4


def test_parse_error_file_is_skipped_and_its_rows_removed(tmp_path):
    repo, home = tmp_path / "repo", tmp_path / "home"
    make_repo(repo)
    emb = HashEmbedder()
    index_repo(str(repo), home=str(home), embedder=emb)
    write(repo, "train.py", "def broken(:\n")
    st = index_repo(str(repo), home=str(home), embedder=emb)
    assert any(s.startswith("train.py: does not parse") for s in st.skipped)
    assert not any(i.startswith("train.py") for i in ids(repo, home, emb))


CONCURRENT = """
import sys
sys.path.insert(0, {root!r})
from index.embed import HashEmbedder
from index.indexer import index_repo
st = index_repo({repo!r}, home={home!r}, embedder=HashEmbedder())
print(st.embedded)
"""


@pytest.mark.slow      # three interpreters importing lancedb: seconds each on a loaded machine
def test_concurrent_index_requests_do_not_corrupt_or_duplicate(tmp_path):
    repo, home = tmp_path / "repo", tmp_path / "home"
    make_repo(repo)
    for i in range(30):
        write(repo, f"pkg/mod{i}.py", f"def f{i}(x):\n    return x + {i}\n\nclass C{i}:\n    def m(self):\n        return {i}\n")
    code = CONCURRENT.format(root=ROOT, repo=str(repo), home=str(home))
    procs = [subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True) for _ in range(3)]
    outs = [p.communicate(timeout=120)[0].strip() for p in procs]
    assert all(p.returncode == 0 for p in procs)
    # the write lock serialised them: one embedded everything, the others found nothing to do
    assert sorted(int(o) for o in outs) == [0, 0, 4 + 30 * 3]
    emb = HashEmbedder()
    now = ids(repo, home, emb)
    assert len(now) == len(set(now)) == 4 + 30 * 3
    files = open_store(str(repo), str(home), emb).file_state()
    assert len(files) == 33


def test_a_second_checkout_of_the_same_code_reuses_the_home_vector_cache(tmp_path):
    home, emb = tmp_path / "home", HashEmbedder()
    make_repo(tmp_path / "a")
    make_repo(tmp_path / "b")            # e.g. a fresh checkout per job
    assert index_repo(str(tmp_path / "a"), home=str(home), embedder=emb).embedded == 4
    indexer._VECTOR_CACHE.clear()
    st = index_repo(str(tmp_path / "b"), home=str(home), embedder=emb)
    assert st.embedded == 0 and st.reused == 4 and emb.calls == 4
    assert ids(tmp_path / "b", home, emb) == ids(tmp_path / "a", home, emb)
