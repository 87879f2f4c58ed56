"""The LanceDB store: one database per repository under $REPGEN_HOME.

Tables: `chunks` (one row per chunk, keyed by `id` = "path::qualname", with its vector and BM25
tokens), `files` (path, content hash, imports, or why the file was skipped) and `meta` (embedder,
indexed sha). Writes to one repository are serialised with a file lock; readers never lock
(LanceDB readers see a consistent version).
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import tempfile

import lancedb
import pyarrow as pa
from filelock import FileLock

SCHEMA_VERSION = "3"      # 3: chunk flow records what functions return and `X().m` calls (a re-index rebuilds)


def default_home() -> str:
    return os.environ.get("REPGEN_HOME") or os.path.join(os.path.expanduser("~"), ".repgen")


def is_uri(home: str) -> bool:
    return "://" in home


def repo_key(repo: str) -> str:
    """A stable, filesystem-safe name for a repository checkout (its name + a hash of its real path)."""
    real = os.path.realpath(repo)
    base = re.sub(r"[^A-Za-z0-9_.-]+", "-", os.path.basename(real.rstrip("/")) or "repo")[:40]
    return f"{base}-{hashlib.sha1(real.encode()).hexdigest()[:10]}"


def db_uri(home: str, key: str) -> str:
    if is_uri(home):
        return f"{home.rstrip('/')}/index/{key}"
    return os.path.join(os.path.expanduser(home), "index", key)


@contextlib.contextmanager
def write_lock(home: str, key: str, timeout: float = 600):
    """Serialise writes to one repository's index across threads and processes of this host.

    For an object-store home the lock is host-local; across hosts the job queue gives one job id
    per repository (see DESIGN "Scale").
    """
    base = os.path.join(tempfile.gettempdir(), "repgen-locks") if is_uri(home) else \
        os.path.join(os.path.expanduser(home), "locks")
    os.makedirs(base, exist_ok=True)
    with FileLock(os.path.join(base, f"{key}.lock"), timeout=timeout):
        yield


def chunk_schema(dim: int) -> pa.Schema:
    return pa.schema([
        ("id", pa.string()), ("repo", pa.string()), ("path", pa.string()), ("qualname", pa.string()),
        ("start", pa.int32()), ("end", pa.int32()), ("kind", pa.string()), ("text", pa.string()),
        ("tokens", pa.string()), ("hash", pa.string()), ("file_hash", pa.string()),
        ("calls", pa.string()), ("bases", pa.string()), ("loop_score", pa.float32()),
        ("loop_signals", pa.string()), ("entry", pa.string()), ("flow", pa.string()),
        ("vector", pa.list_(pa.float32(), dim)),
    ])


FILE_SCHEMA = pa.schema([("path", pa.string()), ("file_hash", pa.string()), ("module", pa.string()),
                         ("imports", pa.string()), ("status", pa.string())])
META_SCHEMA = pa.schema([("key", pa.string()), ("value", pa.string())])
# columns the reranker and graph need, without text or vectors
LIGHT_COLUMNS = ["id", "path", "qualname", "start", "end", "kind", "calls", "bases", "loop_score",
                 "loop_signals", "entry", "flow"]


def sql_list(values) -> str:
    return ", ".join("'" + v.replace("'", "''") + "'" for v in values)


class RepoStore:
    def __init__(self, uri: str, dim: int, embedder_name: str):
        self.uri = uri
        self.dim = dim
        self.embedder_name = embedder_name
        if not is_uri(uri):
            os.makedirs(uri, exist_ok=True)
        self.db = lancedb.connect(uri)

    # ------------------------------------------------------------------ tables
    def _names(self) -> set[str]:
        res = self.db.list_tables()
        return set(getattr(res, "tables", res))

    def table(self, name: str):
        return self.db.open_table(name) if name in self._names() else None

    def meta(self) -> dict[str, str]:
        t = self.table("meta")
        if t is None:
            return {}
        rows = t.to_arrow().to_pylist()
        return {r["key"]: r["value"] for r in rows}

    def ensure(self) -> None:
        """Create the tables; drop them first when the embedder or schema changed (vectors would mix)."""
        meta = self.meta()
        want = {"embedder": self.embedder_name, "dim": str(self.dim), "schema": SCHEMA_VERSION}
        if meta and any(meta.get(k) != v for k, v in want.items()):
            for name in ("chunks", "files", "meta"):
                if name in self._names():
                    self.db.drop_table(name)
            meta = {}
        names = self._names()
        if "chunks" not in names:
            self.db.create_table("chunks", schema=chunk_schema(self.dim), exist_ok=True)
        if "files" not in names:
            self.db.create_table("files", schema=FILE_SCHEMA, exist_ok=True)
        if not meta:
            self.set_meta(want)

    def set_meta(self, values: dict[str, str]) -> None:
        t = self.table("meta") or self.db.create_table("meta", schema=META_SCHEMA, exist_ok=True)
        rows = [{"key": k, "value": v} for k, v in values.items()]
        t.merge_insert("key").when_matched_update_all().when_not_matched_insert_all().execute(rows)

    # ------------------------------------------------------------------ reads
    def file_state(self) -> dict[str, dict]:
        t = self.table("files")
        if t is None:
            return {}
        return {r["path"]: r for r in t.to_arrow().to_pylist()}

    def vectors_for(self, paths: list[str]) -> dict[str, list[float]]:
        """hash -> vector of the chunks now stored for `paths` (reused when a chunk did not change)."""
        t = self.table("chunks")
        if t is None or not paths:
            return {}
        out = {}
        for i in range(0, len(paths), 500):
            rows = t.search().where(f"path IN ({sql_list(paths[i:i + 500])})") \
                .select(["hash", "vector"]).limit(None).to_arrow().to_pylist()
            out.update({r["hash"]: r["vector"] for r in rows})
        return out

    def rows(self, columns: list[str] | None = None, where: str | None = None) -> list[dict]:
        t = self.table("chunks")
        if t is None:
            return []
        q = t.search()
        if where:
            q = q.where(where)
        if columns:
            q = q.select(columns)
        return q.limit(None).to_arrow().to_pylist()

    def version(self) -> int:
        t = self.table("chunks")
        return t.version if t is not None else 0

    # ------------------------------------------------------------------ writes (hold write_lock)
    def apply(self, chunk_rows: list[dict], file_rows: list[dict], touched: list[str], removed: list[str]) -> None:
        """Upsert the chunks of `touched` files and delete every other row of `touched` + `removed`.

        One merge_insert commit per table: rows of a changed file that are not in the new set
        (a deleted or renamed function) are deleted in the same commit.
        """
        chunks, files = self.table("chunks"), self.table("files")
        scope = touched + removed
        for i in range(0, max(len(scope), 1), 500):
            part = scope[i:i + 500]
            part_set = set(part)
            rows = [r for r in chunk_rows if r["path"] in part_set]
            if rows:
                (chunks.merge_insert("id").when_matched_update_all().when_not_matched_insert_all()
                 .when_not_matched_by_source_delete(f"path IN ({sql_list(part)})")
                 .execute(pa.Table.from_pylist(rows, schema=chunks.schema)))
            elif part:
                chunks.delete(f"path IN ({sql_list(part)})")
        if file_rows:
            files.merge_insert("path").when_matched_update_all().when_not_matched_insert_all() \
                .execute(pa.Table.from_pylist(file_rows, schema=FILE_SCHEMA))
        if removed:
            files.delete(f"path IN ({sql_list(removed)})")


def dumps(value) -> str:
    return json.dumps(value, separators=(",", ":"))


class VectorCache:
    """Embeddings shared by every repository of one home, keyed by chunk content hash.

    The same code indexed again at another path or revision (a fresh checkout per job, a fork)
    is not embedded twice. Best effort: a failed read or write only costs an embedding.
    """

    def __init__(self, home: str, embedder_name: str, dim: int):
        uri = db_uri(home, "_vectors")
        if not is_uri(uri):
            os.makedirs(uri, exist_ok=True)
        self.db = lancedb.connect(uri)
        self.name = "v_" + re.sub(r"[^A-Za-z0-9_]+", "_", embedder_name)
        self.schema = pa.schema([("hash", pa.string()), ("vector", pa.list_(pa.float32(), dim))])

    def _table(self, create: bool):
        res = self.db.list_tables()
        if self.name in set(getattr(res, "tables", res)):
            return self.db.open_table(self.name)
        return self.db.create_table(self.name, schema=self.schema, exist_ok=True) if create else None

    def get(self, hashes: list[str]) -> dict[str, list[float]]:
        out: dict[str, list[float]] = {}
        try:
            t = self._table(create=False)
            if t is None:
                return out
            for i in range(0, len(hashes), 500):
                rows = t.search().where(f"hash IN ({sql_list(hashes[i:i + 500])})") \
                    .select(["hash", "vector"]).limit(None).to_arrow().to_pylist()
                out.update({r["hash"]: r["vector"] for r in rows})
        except Exception:      # noqa: BLE001 - a cache miss, not an error
            return out
        return out

    def put(self, vectors: dict[str, list[float]]) -> None:
        if not vectors:
            return
        try:
            t = self._table(create=True)
            rows = pa.Table.from_pylist([{"hash": h, "vector": v} for h, v in vectors.items()], schema=self.schema)
            t.merge_insert("hash").when_not_matched_insert_all().execute(rows)
        except Exception:      # noqa: BLE001 - concurrent writers may conflict; the next run fills it
            pass
