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
from collections import OrderedDict
from dataclasses import asdict, dataclass, field

from index.bm25 import code_tokens
from index.chunker import FileChunks, chunk_file, module_name
from index.embed import Embedder, default_embedder
from index.files import walk_repo
from index.store import RepoStore, VectorCache, db_uri, default_home, dumps, is_uri, repo_key, write_lock

EMBED_BATCH = 64
_VECTOR_CACHE: OrderedDict[tuple[str, str], list[float]] = OrderedDict()   # (embedder, hash) -> vector
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
               embedder: Embedder | None = None, fts: bool | None = None) -> IndexStats:
    """Index `repo` (a directory or an archive) incrementally; `progress(stage, done, total)` if given.

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
    timings: dict[str, float] = {}

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
        removed = sorted(p for p in state if p not in current)
        t = time.perf_counter()
        parsed: list[tuple[FileChunks, str]] = []
        file_rows = []
        for i, p in enumerate(changed):
            f = current[p]
            fc = chunk_file(p, f.text)
            parsed.append((fc, f.sha))
            file_rows.append({"path": p, "file_hash": f.sha, "module": module_name(p),
                              "imports": dumps([[im.alias, im.target] for im in fc.imports]),
                              "status": f"skipped: {fc.error}" if fc.error else "ok"})
            report("chunk", i + 1, len(changed))
        timings["chunk"] = time.perf_counter() - t

        t = time.perf_counter()
        reuse = store.vectors_for(changed + removed)
        need: dict[str, str] = {}
        vectors: dict[str, list[float]] = {}
        for fc, _ in parsed:
            for c in fc.chunks:
                h = c.hash
                v = reuse.get(h) or _VECTOR_CACHE.get((embedder.name, h))
                if v is not None:
                    vectors[h] = v
                else:
                    need.setdefault(h, c.embed_text)
        shared = VectorCache(home, embedder.name, embedder.dim) if need else None
        if shared:
            for h, v in shared.get(list(need)).items():
                vectors[h] = v
                del need[h]
        stats.chunks = sum(len(fc.chunks) for fc, _ in parsed)
        timings["lookup"] = time.perf_counter() - t
        t = time.perf_counter()
        todo = list(need.items())
        for i in range(0, len(todo), EMBED_BATCH):
            batch = todo[i:i + EMBED_BATCH]
            for (h, _), v in zip(batch, embedder.embed([x for _, x in batch]), strict=True):
                vectors[h] = v
                _VECTOR_CACHE[(embedder.name, h)] = v
            report("embed", min(i + EMBED_BATCH, len(todo)), len(todo))
        while len(_VECTOR_CACHE) > _VECTOR_CACHE_MAX:
            _VECTOR_CACHE.popitem(last=False)
        if shared and todo:
            shared.put({h: vectors[h] for h, _ in todo})
        stats.embedded = len(todo)
        stats.reused = stats.chunks - sum(1 for fc, _ in parsed for c in fc.chunks if c.hash in need)
        timings["embed"] = time.perf_counter() - t

        t = time.perf_counter()
        rows = [r for fc, fh in parsed for r in _rows(fc, root, fh, vectors)]
        if changed or removed:
            store.apply(rows, file_rows, changed, removed)
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
        timings["write"] = time.perf_counter() - t
        report("write", 1, 1)
    stats.changed, stats.removed = changed, removed
    stats.skipped = walk.skipped + [f"{r['path']}: {r['status'][9:]}" for r in file_rows if r["status"] != "ok"]
    stats.timings = {k: round(v, 3) for k, v in timings.items()}
    stats.seconds = round(time.perf_counter() - t0, 3)
    return stats


def update_fts(store: RepoStore) -> None:
    """(Re)build LanceDB's native FTS index on the code-token column."""
    t = store.table("chunks")
    t.create_fts_index("tokens", replace=True, base_tokenizer="whitespace", lower_case=False, stem=False,
                       remove_stop_words=False, ascii_folding=False, with_position=False, max_token_length=80)
