"""Full and incremental indexing of one repository.

Files are hashed; only changed files are re-chunked; rows of removed files are deleted; a chunk is
embedded only when no stored chunk (of the changed, removed or renamed files) has the same content
hash. Writes hold the repository's file lock, so two concurrent calls cannot interleave.
"""
from __future__ import annotations

import os
import tarfile
import tempfile
import time
import zipfile
from array import array
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import asdict, dataclass, field

from index.bm25 import code_tokens
from index.chunker import FileChunks, chunk_file, module_name
from index.embed import Embedder, default_embedder
from index.files import walk_repo
from index.store import RepoStore, VectorCache, db_uri, default_home, dumps, is_uri, repo_key, write_lock

EMBED_BATCH = 512         # texts per embedder call: the embedder sorts them by length inside a call
BATCH_CHUNKS = 2048       # chunks per write: memory is bounded by a batch, a kill loses at most one
# (embedder, hash) -> vector, as float32 arrays (a Python list of 384 floats weighs ~9 KB, this 1.6 KB)
_VECTOR_CACHE: OrderedDict[tuple[str, str], array] = OrderedDict()
_VECTOR_CACHE_MAX = 50_000


@dataclass
class IndexStats:
    repo: str                 # the directory indexed
    uri: str                  # its LanceDB database
    sha: str | None = None
    files: int = 0
    changed: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    chunks: int = 0           # chunks of the changed files
    embedded: int = 0         # chunks sent to the embedder
    reused: int = 0           # chunks whose vector was reused by content hash
    seconds: float = 0.0
    timings: dict[str, float] = field(default_factory=dict)
    pending: int = 0          # changed files left for a later run (index_repo(only=...))
    ann: str = ""             # what the ANN step did

    def to_dict(self) -> dict:
        return asdict(self)



def checkout(repo: str, home: str) -> str:
    """A directory for `repo`: itself, or an archive (.tar.gz/.tgz/.tar/.zip) unpacked under home."""
    if os.path.isdir(repo):
        return os.path.abspath(repo)
    name = os.path.basename(repo)
    for ext in (".tar.gz", ".tgz", ".tar", ".zip"):
        if name.endswith(ext):
            # archives unpack on local disk even when the index home is an object store
            base = os.path.join(tempfile.gettempdir(), "repgen-checkouts") if is_uri(home) else \
                os.path.join(os.path.expanduser(home), "checkouts")
            dest = os.path.join(base, name[: -len(ext)])
            os.makedirs(dest, exist_ok=True)
            if ext == ".zip":
                with zipfile.ZipFile(repo) as zf:
                    for info in zf.infolist():
                        target = os.path.realpath(os.path.join(dest, info.filename))
                        if target.startswith(os.path.realpath(dest) + os.sep):
                            zf.extract(info, dest)
            else:
                with tarfile.open(repo) as tf:
                    tf.extractall(dest, filter="data")   # refuses links out of dest and absolute paths
            entries = os.listdir(dest)
            # GitHub tarballs hold one top folder
            if len(entries) == 1 and os.path.isdir(os.path.join(dest, entries[0])):
                return os.path.join(dest, entries[0])
            return dest
    raise FileNotFoundError(f"not a directory or archive: {repo}")


def open_store(root: str, home: str, embedder: Embedder) -> RepoStore:
    return RepoStore(db_uri(home, repo_key(root)), embedder.dim, embedder.name)


def _rows(fc: FileChunks, root: str, file_hash: str, vectors: dict[str, list[float]]) -> list[dict]:
    return [{
        "id": c.id, "repo": root, "path": c.path, "qualname": c.qualname, "start": c.start, "end": c.end,
        "kind": c.kind, "text": c.text, "tokens": " ".join(code_tokens(f"{c.path} {c.qualname}\n{c.text}")),
        "hash": c.hash, "file_hash": file_hash, "calls": dumps(c.calls), "bases": dumps(c.bases),
        "loop_score": c.loop_score, "loop_signals": dumps(c.loop_signals), "entry": dumps(c.entry),
        "flow": dumps(c.flow), "vector": vectors[c.hash],
    } for c in fc.chunks]


def index_repo(repo: str, sha: str | None = None, home: str | None = None, progress=None,
               embedder: Embedder | None = None, fts: bool | None = None, first: list[str] | None = None,
               only: list[str] | Callable[[list[str], dict[str, str], int], list[str] | None] | None = None,
               batch_chunks: int | None = None) -> IndexStats:
    """Index `repo` (a directory or an archive) incrementally; `progress(stage, done, total)` if given.

    Streaming: changed files are chunked, embedded and written in batches of about `batch_chunks`
    chunks, each batch one commit (its chunks, then its file rows), so memory stays bounded by a
    batch and a run killed half-way resumes where it stopped: the files written are unchanged for
    the next run, and the chunks of a batch written without its file rows give back their vectors.
    `first`: paths indexed before the others (the files a report points at); `only`: index just
    these paths now (the rest later), or a function (changed paths, their texts, number of files
    up to date) -> those paths or None for all; files missing from the repository are removed only on a
    full run. Above ANN_MIN_ROWS chunks the vector column gets an IVF-PQ index (`ann_index`).

    `fts`: also maintain LanceDB's native full-text index on the token column ($REPGEN_FTS=1);
    off by default, the in-memory BM25 won on this workload (README, Architecture).
    """
    t0 = time.perf_counter()
    home = home or default_home()
    embedder = embedder or default_embedder()
    warm = getattr(embedder, "warm", None)
    if warm:
        warm()                 # load the model while we walk and chunk
    root = checkout(repo, home)
    report = progress or (lambda stage, done, total: None)
    timings = {"walk": 0.0, "chunk": 0.0, "lookup": 0.0, "embed": 0.0, "write": 0.0}
    batch_chunks = batch_chunks or BATCH_CHUNKS

    t = time.perf_counter()
    walk = walk_repo(root)
    timings["walk"] = time.perf_counter() - t
    store = open_store(root, home, embedder)
    stats = IndexStats(repo=root, uri=store.uri, sha=sha, files=len(walk.files))
    with write_lock(home, repo_key(root)):
        store.ensure()
        state = store.file_state()
        current = {f.path: f for f in walk.files}
        changed = [p for p, f in current.items() if state.get(p, {}).get("file_hash") != f.sha]
        removed = sorted(p for p in state if p not in current) if only is None else []
        if callable(only):      # chosen from the changed files and their text (index.first)
            only = only(changed, {p: current[p].text for p in changed}, len(current) - len(changed))
        if only is not None:
            keep = set(only)
            stats.pending = sum(1 for p in changed if p not in keep)
            changed = [p for p in changed if p in keep]
        if first:
            rank = {p: i for i, p in enumerate(first)}
            changed.sort(key=lambda p: rank.get(p, len(rank)))
        t = time.perf_counter()
        moved = store.vectors_for(removed)       # a renamed file keeps its vectors
        timings["lookup"] += time.perf_counter() - t
        shared: VectorCache | None = None      # opened by the first batch that has something to write
        unparsed: list[str] = []             # "path: why" of changed files that did not parse
        batch: list[tuple[FileChunks, str]] = []
        n_batch = 0
        done = 0

        def flush() -> None:
            nonlocal batch, n_batch, shared
            if batch:
                shared = shared or VectorCache(home, embedder.name, embedder.dim)
                _write_batch(store, embedder, shared, root, batch, moved, stats, timings, report)
                unparsed.extend(f"{fc.path}: {fc.error}" for fc, _ in batch if fc.error)
            batch, n_batch = [], 0

        for p in changed:
            f = current[p]
            t = time.perf_counter()
            fc = chunk_file(p, f.text)
            f.text = ""                          # the walk's copy is not needed again
            timings["chunk"] += time.perf_counter() - t
            batch.append((fc, f.sha))
            n_batch += len(fc.chunks)
            done += 1
            report("chunk", done, len(changed))
            if n_batch >= batch_chunks:
                flush()
        flush()
        t = time.perf_counter()
        if removed:
            store.apply([], [], [], removed)
        use_fts = fts if fts is not None else os.environ.get("REPGEN_FTS") == "1"
        if use_fts and (changed or removed or not store.meta().get("fts")):
            update_fts(store)
        meta = {"root": root, "skipped": dumps(walk.skipped), "configs": dumps(walk.config_files),
                "fts": "1" if use_fts else ""}
        if sha:
            meta["sha"] = sha
        old = store.meta()
        if any(old.get(k) != v for k, v in meta.items()):     # no new table version for a no-op run
            store.set_meta(meta)
        timings["write"] += time.perf_counter() - t
        if changed or removed:
            t = time.perf_counter()
            stats.ann = ann_index(store)
            timings["ann"] = time.perf_counter() - t
        report("write", 1, 1)
    stats.changed, stats.removed = changed, removed
    stats.skipped = walk.skipped + unparsed
    stats.timings = {k: round(v, 3) for k, v in timings.items()}
    stats.seconds = round(time.perf_counter() - t0, 3)
    return stats


def _write_batch(store: RepoStore, embedder: Embedder, shared: VectorCache, root: str,
                 batch: list[tuple[FileChunks, str]], moved: dict[str, list[float]], stats: IndexStats,
                 timings: dict[str, float], report) -> None:
    """Embed what no store or cache holds, then write the batch's chunks and, after them, its file rows."""
    paths = [fc.path for fc, _ in batch]
    t = time.perf_counter()
    reuse = store.vectors_for(paths)
    need: dict[str, str] = {}
    vectors: dict[str, list[float]] = {}
    for fc, _ in batch:
        for c in fc.chunks:
            h = c.hash
            v = reuse.get(h) or moved.get(h)
            if v is None and (cached := _VECTOR_CACHE.get((embedder.name, h))) is not None:
                v = cached.tolist()
            if v is not None:
                vectors[h] = v
            else:
                need.setdefault(h, c.embed_text)
    if need:
        for h, v in shared.get(list(need)).items():
            vectors[h] = v
            del need[h]
    n_chunks = sum(len(fc.chunks) for fc, _ in batch)
    stats.chunks += n_chunks
    stats.reused += sum(1 for fc, _ in batch for c in fc.chunks if c.hash not in need)
    timings["lookup"] += time.perf_counter() - t
    t = time.perf_counter()
    todo = list(need.items())
    for i in range(0, len(todo), EMBED_BATCH):
        part = todo[i:i + EMBED_BATCH]
        for (h, _), v in zip(part, embedder.embed([x for _, x in part]), strict=True):
            vectors[h] = v
            _VECTOR_CACHE[(embedder.name, h)] = array("f", v)
        stats.embedded += len(part)
        report("embed", stats.embedded, stats.embedded + len(todo) - i - len(part))
    while len(_VECTOR_CACHE) > _VECTOR_CACHE_MAX:
        _VECTOR_CACHE.popitem(last=False)
    if todo:
        shared.put({h: vectors[h] for h, _ in todo})
    timings["embed"] += time.perf_counter() - t
    t = time.perf_counter()
    file_rows = [{"path": fc.path, "file_hash": fh, "module": module_name(fc.path),
                  "imports": dumps([[im.alias, im.target] for im in fc.imports]),
                  "status": f"skipped: {fc.error}" if fc.error else "ok"} for fc, fh in batch]
    rows = [r for fc, fh in batch for r in _rows(fc, root, fh, vectors)]
    store.apply(rows, file_rows, paths, [])
    timings["write"] += time.perf_counter() - t


ANN_MIN_ROWS = int(os.environ.get("REPGEN_ANN_MIN_ROWS", "100000"))
ANN_STALE = 0.2        # rebuild when this share of the rows is not in the index


def ann_index(store: RepoStore, min_rows: int | None = None) -> str:
    """Give the vector column an IVF-PQ index once the table holds `min_rows` chunks (below it a flat
    scan is fast enough and exact: README, Speed), and rebuild it when many rows were added since.
    Rows written after the index are still searched (LanceDB scans them flat). Returns what it did."""
    t = store.table("chunks")
    n = t.count_rows()
    if n < (ANN_MIN_ROWS if min_rows is None else min_rows):
        return ""
    indexed = 0
    for ix in t.list_indices():
        if "vector" in ix.columns:
            st = t.index_stats(ix.name)
            indexed = getattr(st, "num_indexed_rows", 0) or 0
    if indexed and n - indexed < ANN_STALE * n:
        return f"ivf_pq index current ({indexed}/{n} rows)"
    from lancedb.index import IvfPq
    partitions = max(16, min(1024, int(n ** 0.5)))
    # 8 dimensions per PQ code (48 sub-vectors for MiniLM's 384); the search refines with full vectors
    t.create_index("vector", config=IvfPq(distance_type="cosine", num_partitions=partitions,
                                          num_sub_vectors=max(1, store.dim // 8)), replace=True)
    return f"ivf_pq index built ({n} rows, {partitions} partitions)"


def update_fts(store: RepoStore) -> None:
    """(Re)build LanceDB's native FTS index on the code-token column."""
    t = store.table("chunks")
    t.create_fts_index("tokens", replace=True, base_tokenizer="whitespace", lower_case=False, stem=False,
                       remove_stop_words=False, ascii_folding=False, with_position=False, max_token_length=80)
