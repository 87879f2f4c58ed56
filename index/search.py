"""Hybrid search: BM25 and vector legs in parallel, fused by reciprocal rank, then reranked with
structure from the bug report (traceback frames, quoted identifiers, call-graph distance to the
frames and to training loops). Each Snippet's `why` names the retrievers and boosts behind it.
"""
from __future__ import annotations

import json
import math
import os
import re
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import cached_property

from index.bm25 import code_tokens, memory_index
from index.embed import Embedder, default_embedder
from index.evidence import (
    CONFIG_PATH_RE,
    FENCE_RE,
    RepoConfigs,
    changed_values,
    config_file_values,
    literals,
    load_repo_configs,
    output_lines,
    printed_values,
    setting_values,
)
from index.graph import Graph, build_graph
from index.models import Query, Snippet
from index.provenance import Slicer
from index.smells import SMELL_SYMPTOMS, Smell, causes, find_smells
from index.store import RepoStore, db_uri, default_home, repo_key

MODES = ("bm25", "vector", "hybrid", "hybrid+rerank")
LEG_DEPTH = 50          # candidates taken from each leg
ANN_NPROBES, ANN_REFINE = 32, 10    # IVF partitions searched, candidates re-scored exactly per hit
RRF_K = 60
LEG_WEIGHTS = {"bm25": 1.0, "vector": 1.0}
LOOP_MIN = 3.0          # loop_score of a training loop (index.loops.LOOP_THRESHOLD)
# symptoms that show in training dynamics rather than at one raising line
DYNAMIC_SYMPTOMS = {"nan_or_inf", "memory_growth", "no_learning", "nondeterminism", "wrong_output",
                    "hang_or_timeout", "oom"}
W_FRAME, W_FRAME_OUTER, W_FRAME_FILE = 1.0, 0.5, 0.1
W_GRAPH = {1: 0.3, 2: 0.1}
W_GRAPH_OFF_SLICE = 0.5
W_SLICE = 0.3           # code on the failing line's data path, at any depth: the whole path alike
W_IDENT_NAME, W_IDENT_TEXT, W_IDENT_CAP = 0.6, 0.25, 0.9
W_LOOP, W_LOOP_NEAR = 0.0, 0.0      # measured: boosting training loops lowered recall@5 (73 -> 80% without)
KIND_PRIOR = {"module": -0.3, "class": -0.15}
CLASS_FIELD_RE = re.compile(r"^[ \t]+[A-Za-z_]\w*[ \t]*(?::[^=\n]+)?=[^=]", re.M)   # `lr: float = 1e-3`, `eps = 1e-8`
W_CUE, W_CUE_CAP = 0.15, 0.3
W_SMELL = 1.2
# patterns that are often right as written (a per-batch OneCycle schedule, a result dropped on purpose, a
# caller that already called .eval())
W_SMELL_WEAK, WEAK_SMELLS = 0.4, frozenset({"scheduler_per_batch", "result_ignored", "eval_without_eval_mode"})
W_VALUE, W_VALUE_HOP = 0.3, 0.8     # a quoted setting's value: where the code takes it, what it selects
W_VALUE_BLOCK = 0.6          # ... a value in a pasted config block the prose does not name: everything the run uses
W_VALUE_FILE = 0.5                  # ... a value read from a config file the report names, not quoted
W_PRINTED = 0.5                     # computes a value printed in output the report quotes
W_PRF, W_SIBLING, PRF_TOP = 0.25, 0.15, 3
W_TITLE_IDENT = 2.0                       # identifiers in the title weigh double
W_TITLE_SCRIPT = {0: 0.1, 1: 0.2, 2: 0.15, 3: 0.1}   # by call depth from a script named in the title
# Where bugs of each symptom usually live, as code terms (a small lexicon of deep-learning root
# causes): chunks using rare ones among these terms are pulled up. Keyed by symptom, and by a
# pattern of the exception message for exceptions.
SYMPTOM_CUES = {
    "memory_growth": ["no_grad", "detach", "item", "append", "eval", "history", "+=", "cache"],
    "oom": ["no_grad", "detach", "batch_size", "empty_cache", "retain_graph", "cuda"],
    "nan_or_inf": ["log", "softmax", "exp", "sqrt", "eps", "clamp", "div", "norm", "temperature", "std", "var"],
    "no_learning": ["optimizer", "parameters", "requires_grad", "requires_grad_", "lr", "zero_grad",
                    "freeze", "detach", "param_groups", "scheduler", "lr_scheduler"],
    "nondeterminism": ["eval", "dropout", "Dropout", "seed", "manual_seed", "shuffle", "deterministic",
                       "use_deterministic_algorithms", "random", "rand", "augment", "transform"],
    "wrong_output": ["mask", "pad", "pad_id", "ignore_index", "reduction", "mean", "sum", "eval", "argmax"],
    "hang_or_timeout": ["barrier", "join", "num_workers", "Queue", "wait", "while", "Lock"],
}
ERROR_CUES = [
    (r"dtype|\bLong\b|\bFloat\b|\bHalf\b|\bDouble\b|can't be cast|scalar type",
     ["dtype", "long", "float", "int64", "float32", "astype", "LongTensor", "FloatTensor", "from_numpy",
      "__getitem__", "collate"]),     # a batch's dtype is decided where the dataset builds items
    (r"shape|size mismatch|mat1 and mat2|dimension|size of tensor|batch_size \(\d+\) to match",
     ["view", "reshape", "flatten", "Linear", "in_features", "shape", "size", "Conv2d", "permute",
      "transpose", "collate", "pad_sequence", "batch_first", "stack"]),
    (r"backward through the graph|retain_graph|been freed",
     ["detach", "hidden", "retain_graph", "backward"]),
    (r"device|cuda:|\bcpu\b", ["to", "device", "cuda", "cpu"]),
    (r"finished reduction|unused param|find_unused_parameters",
     ["forward", "find_unused_parameters", "DistributedDataParallel", "DDP", "__init__", "build"]),
    # (an unused parameter is created in a constructor/builder and skipped in forward)
    (r"out of memory", ["batch_size", "no_grad", "detach", "empty_cache"]),
]


@dataclass
class RepoView:
    """What search needs from one index version, cached per process."""
    store: RepoStore
    rows: dict[str, dict]                       # id -> row without vector
    graph: Graph
    version: int
    df_cache: dict[str, int] = field(default_factory=dict)
    _configs: tuple | None = field(default=None, repr=False)

    @cached_property
    def slicer(self) -> Slicer:
        return Slicer(self.rows, self.graph)

    @cached_property
    def smells(self) -> list[Smell]:
        return find_smells(self.slicer)

    def repo_configs(self) -> RepoConfigs:
        """The repository's YAML configs, `_base_` merged and flattened, parsed again only when one of them
        changed (size or mtime): a config-only push leaves the chunks' version as it was, so the view's
        version cannot say. Read from the meta table, which lists them."""
        meta = self.store.meta() if self.store is not None else {}
        root, files = meta.get("root", ""), _json(meta.get("configs"), [])
        stamp = (root, tuple(_stat(os.path.join(root, f)) for f in files))
        cached = self._configs
        if cached is None or cached[0] != stamp:
            cached = self._configs = (stamp, load_repo_configs(root, files))
        return cached[1]

    @cached_property
    def by_name(self) -> dict[str, list[str]]:
        """Last component of a qualified name -> chunk ids (functions and classes)."""
        out: dict[str, list[str]] = {}
        for cid, r in self.rows.items():
            if r["kind"] != "module":
                out.setdefault(r["qualname"].rsplit(".", 1)[-1], []).append(cid)
        return out

    @cached_property
    def literals(self) -> dict[str, list[tuple[int, str]]]:
        """chunk id -> its string literals (line in the chunk, body), for chunks that have any."""
        out = {}
        for cid, r in self.rows.items():
            if r["kind"] != "class" and (lits := literals(r["text"])):
                out[cid] = lits
        return out


_VIEWS: dict[str, RepoView] = {}
_VIEWS_LOCK = threading.Lock()


def _stat(path: str) -> tuple[str, int, int]:
    try:
        st = os.stat(path)
    except OSError:
        return (path, 0, -1)
    return (path, st.st_mtime_ns, st.st_size)


def _json(value, default):
    try:
        return json.loads(value) if isinstance(value, str) else default
    except ValueError:
        return default


def open_view(repo: str, home: str | None, embedder: Embedder) -> RepoView:
    root = os.path.realpath(repo)
    uri = db_uri(home or default_home(), repo_key(root))
    store = RepoStore(uri, embedder.dim, embedder.name)
    version = store.version()
    with _VIEWS_LOCK:
        view = _VIEWS.get(uri)
        if view is not None and view.version == version:
            return view
    cols = ["id", "path", "qualname", "start", "end", "kind", "text", "tokens", "calls", "bases",
            "loop_score", "loop_signals", "entry", "flow"]
    rows = {r["id"]: r for r in store.rows(cols)}
    files = store.table("files")
    file_rows = files.to_arrow().to_pylist() if files is not None else []
    view = RepoView(store, rows, build_graph(list(rows.values()), file_rows), version)
    with _VIEWS_LOCK:
        _VIEWS[uri] = view
    return view


# --------------------------------------------------------------------------- legs
def query_tokens(q: Query) -> list[str]:
    extra = " ".join([*q.identifiers, *(f.function for f in q.frames if f.function != "<module>")])
    return code_tokens(f"{q.text}\n{extra}")


def bm25_leg(view: RepoView, q: Query, n: int, engine: str) -> list[tuple[str, float]]:
    toks = query_tokens(q)
    if not toks or not view.rows:
        return []
    if engine == "lance":
        t = view.store.table("chunks")
        res = t.search(" ".join(dict.fromkeys(toks)), query_type="fts", fts_columns="tokens") \
            .select(["id"]).limit(n).to_arrow().to_pylist()
        return [(r["id"], float(r["_score"])) for r in res]
    ids = list(view.rows)
    idx = memory_index(view.store.uri, view.version, lambda: (ids, [view.rows[i]["tokens"] for i in ids]))
    return idx.top(toks, n)


def vector_text(q: Query) -> str:
    # the model reads ~256 word pieces: title, exception and identifiers first
    head = q.text[:1200]
    return f"{head}\n{' '.join(q.identifiers[:20])}"


def vector_leg(view: RepoView, q: Query, n: int, embedder: Embedder) -> list[tuple[str, float]]:
    if not view.rows:
        return []
    vec = embedder.embed([vector_text(q)])[0]
    t = view.store.table("chunks")
    # nprobes/refine_factor apply once the table has an ANN index (index.indexer.ann_index): the
    # candidates are re-scored with the full vectors, so the leg's order stays that of exact cosine
    res = t.search(vec, vector_column_name="vector").distance_type("cosine").nprobes(ANN_NPROBES) \
        .refine_factor(ANN_REFINE).select(["id", "_distance"]).limit(n).to_arrow().to_pylist()
    return [(r["id"], 1.0 - float(r["_distance"])) for r in res]


def rrf(legs: dict[str, list[tuple[str, float]]]) -> dict[str, tuple[float, list[str]]]:
    out: dict[str, tuple[float, list[str]]] = {}
    for name, hits in legs.items():
        w = LEG_WEIGHTS.get(name, 1.0)
        for rank, (cid, _) in enumerate(hits, 1):
            score, why = out.get(cid, (0.0, []))
            out[cid] = (score + w / (RRF_K + rank), [*why, f"{name} #{rank}"])
    return out


# --------------------------------------------------------------------------- rerank
FILE_EXT_RE = re.compile(r"\.(py|ya?ml|json|toml|txt|csv|pt|pth|ckpt|cfg|ini|md|sh)$")
IDENT_SPLIT_RE = re.compile(r"[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*")


TEST_PATH_RE = re.compile(r"(?:^|/)(?:tests?/|test_[^/]*\.py$|[^/]*_test\.py$|conftest\.py$)")
TEST_PRIOR = -0.5       # the repository's own tests: they quote the code's names, the bug is not in them


def kind_prior(row: dict) -> float:
    """Relevant code is functions: a module top level is mostly imports, and a class chunk is an
    outline of its methods' chunks, unless it declares fields (a dataclass, a config class). Test
    code is pulled down: it names what it tests, so it matches reports, but a fix changes the code."""
    prior = TEST_PRIOR if TEST_PATH_RE.search(row.get("path", "")) else 0.0
    if row["kind"] == "class" and CLASS_FIELD_RE.search(row["text"].split("# members:")[0]):
        return prior
    return prior + KIND_PRIOR.get(row["kind"], 0.0)


def _ident_names(ident: str) -> list[str]:
    """Names worth matching in an identifier: `torch.cdist(a, b)` -> ['torch.cdist', 'cdist'];
    `--freeze-backbone` -> ['freeze_backbone']; `train.py` -> [] (files are matched by path)."""
    ident = ident.strip()
    if " " in ident.split("(")[0]:      # a shell command or prose, not a code name
        return []
    if ident.startswith("--"):
        ident = ident[2:].split("=")[0].replace("-", "_")
    m = IDENT_SPLIT_RE.match(ident)
    if not m:
        return []
    name = m.group(0)
    if FILE_EXT_RE.search(name):          # a file name (config.yaml, train.py)
        return []
    out = [name]
    last = name.rsplit(".", 1)[-1]
    if last != name:
        out.append(last)
    return [n for n in out if len(n) > 2]


def _word_re(word: str) -> re.Pattern:
    if not word[0].isalnum() and word[0] != "_":
        return re.compile(re.escape(word))
    return re.compile(r"(?<![\w.])" + re.escape(word) + r"\b") if "." in word else \
        re.compile(r"\b" + re.escape(word) + r"\b")


def _cue_matcher(term: str):
    if not (term[0].isalnum() or term[0] == "_"):
        return lambda row: term in row["text"]
    low = term.lower()
    return lambda row: low in row.setdefault("_tokset", frozenset(row["tokens"].split()))


def _doc_freq(view: RepoView, word: str) -> int:
    df = view.df_cache.get(word)
    if df is None:
        pat = _word_re(word)
        df = sum(1 for r in view.rows.values() if pat.search(r["text"]))
        view.df_cache[word] = df
    return df


Boost = tuple[str, float, str]      # (chunk id, amount added to its score, why)
Cands = dict[str, list]             # chunk id -> [score, whys]: what the passes add to


@dataclass
class FrameHits:
    """The chunks that hold the report's traceback frames."""
    holders: list[str]              # per frame: the smallest non-class chunk holding its line, "" if none
    funcs: list[str]                # the holders that are functions (not a module's top level)
    innermost: str | None           # the last of funcs: where it raised


def _title(q: Query) -> str:
    return q.text.split("\n", 1)[0] if q.text else ""


def _rarity(n_chunks: int, df: int) -> float:
    """Inverse document frequency scaled to 0..1: a term in every chunk says nothing."""
    return math.log(n_chunks / df) / math.log(n_chunks) if df else 0.0


def initial_scores(rows: dict[str, dict], fused: dict[str, tuple[float, list[str]]]) -> Cands:
    """The legs' fused scores as a share of the best one, so that a boost weighs the same on every
    query, plus the kind prior (no reason recorded: it is not evidence from the report)."""
    top = max((s for s, _ in fused.values()), default=1.0) or 1.0
    cands: Cands = {cid: [s / top, list(why)] for cid, (s, why) in fused.items() if cid in rows}
    for cid in cands:
        cands[cid][0] += kind_prior(rows[cid])
    return cands


def apply_boosts(cands: Cands, rows: dict[str, dict], boosts: list[Boost]) -> None:
    """Add each boost and its reason; a chunk the legs missed joins the candidates. Only positive
    boosts of indexed chunks count (a pass may name a chunk of another index version)."""
    for cid, boost, why in boosts:
        if cid not in rows or boost <= 0:
            continue
        entry = cands.setdefault(cid, [0.0, []])
        entry[0] += boost
        entry[1].append(why)


def locate_frames(rows: dict[str, dict], q: Query) -> FrameHits:
    """A frame's line lies in several chunks (a method, its class, the module): the smallest is the
    code that ran. Class chunks are outlines of their methods, so they never hold a frame."""
    holders: list[str] = []
    for f in q.frames:
        inside = [r for r in rows.values() if r["path"] == f.file and r["start"] <= f.line <= r["end"]
                  and r["kind"] != "class"]
        holders.append(min(inside, key=lambda r: r["end"] - r["start"])["id"] if inside else "")
    funcs = [cid for cid in holders if cid and rows[cid]["kind"] != "module"]
    return FrameHits(holders, funcs, funcs[-1] if funcs else None)


def frame_boosts(rows: dict[str, dict], q: Query, frames: FrameHits) -> list[Boost]:
    """Functions in the traceback ran when it failed: the innermost frame (where it raised) counts
    most, outer frames (main, a training loop) less. A module top level is skipped: it is mostly imports."""
    out: list[Boost] = []
    for f, cid in zip(q.frames, frames.holders, strict=True):
        if not cid or rows[cid]["kind"] == "module":
            continue
        inner = cid == frames.innermost
        out.append((cid, W_FRAME if inner else W_FRAME_OUTER,
                    f"frame {f.file}:{f.line} in {f.function}" + (" (innermost)" if inner else "")))
    return out


def data_path(view: RepoView, q: Query, frames: FrameHits) -> dict[str, int]:
    """Chunk id -> binding steps back from the failing line, for the code that built the values used
    there (index.provenance), followed through the function frames of the traceback."""
    chain = [(cid, f.line) for f, cid in zip(q.frames, frames.holders, strict=True)
             if cid and view.rows[cid]["kind"] == "function"]
    return view.slicer.slice(chain) if chain else {}


def slice_boosts(rows: dict[str, dict], sliced: dict[str, int], frames: FrameHits) -> list[Boost]:
    """A crash is rarely caused by the line that raised: the code that built its data (a dataset's
    __getitem__, a collate function) is pulled up, at any depth alike; a class at half weight."""
    return [(cid, W_SLICE * (0.5 if rows[cid]["kind"] == "class" else 1.0),
             f"builds data used at the failing line ({depth} step(s) back)")
            for cid, depth in sliced.items() if cid not in frames.funcs]


def frame_file_boosts(rows: dict[str, dict], q: Query, frames: FrameHits, cands: Cands) -> list[Boost]:
    """Other candidates in a file of the traceback get a nudge: the bug is often next door to a frame."""
    files = {f.file for f in q.frames if f.file}
    return [(cid, W_FRAME_FILE, "in a traceback file") for cid, r in rows.items()
            if r["path"] in files and cid not in frames.funcs and cid in cands]


def identifier_boosts(view: RepoView, q: Query) -> list[Boost]:
    """Identifiers quoted in the report, weighted by rarity in this repository (double in the title):
    the chunk named so most, chunks that use the name less; capped per chunk so that a chunk quoting
    many common names does not outrank the one named."""
    rows = view.rows
    n_chunks = max(len(rows), 2)
    title = _title(q)
    boost: dict[str, tuple[float, list[str]]] = {}
    for name in dict.fromkeys(n for i in q.identifiers for n in _ident_names(i)):
        w = _rarity(n_chunks, _doc_freq(view, name))
        if w <= 0.05:
            continue
        if re.search(r"(?<![\w.])" + re.escape(name) + r"\b", title):
            w *= W_TITLE_IDENT
        last = name.rsplit(".", 1)[-1]
        pat = _word_re(name)
        for cid, r in rows.items():
            qual = r["qualname"]
            if qual == name or qual.endswith("." + name) or qual.rsplit(".", 1)[-1] == last and "." in name:
                b, why = W_IDENT_NAME * w, f"named `{name}`"
            elif pat.search(r["text"]):
                b, why = W_IDENT_TEXT * w, f"uses `{name}`"
            else:
                continue
            cur = boost.get(cid, (0.0, []))
            boost[cid] = (cur[0] + b, [*cur[1], why])
    return [(cid, min(b, W_IDENT_CAP), ", ".join(whys[:3])) for cid, (b, whys) in boost.items()]


def title_script_boosts(view: RepoView, q: Query) -> list[Boost]:
    """A script named in the title is what the reporter ran: its functions and what they call, a few
    levels deep, weighted by call depth."""
    rows = view.rows
    title = _title(q)
    out: list[Boost] = []
    for ident in q.identifiers:
        script = ident.strip().lstrip("./")
        if not script.endswith(".py") or " " in script or script.rsplit("/", 1)[-1] not in title:
            continue
        sources = {cid for cid, r in rows.items() if r["path"] == script or r["path"].endswith("/" + script)}
        for cid, d in view.graph.reach(sources, max_depth=3).items():
            if d in W_TITLE_SCRIPT and rows.get(cid, {}).get("kind") == "function":
                out.append((cid, W_TITLE_SCRIPT[d], f"run by {script} (named in the title)" if d else f"in {script}"))
    return out


def methods_of(view: RepoView, class_id: str) -> list[str]:
    """The chunk ids of a class chunk's methods (nested ones included)."""
    path, qual = class_id.split("::", 1)
    return [m for m in view.graph.by_path.get(path, []) if view.rows[m]["qualname"].startswith(qual + ".")]


def value_boosts(view: RepoView, q: Query) -> list[Boost]:
    """Settings the report quotes, by value: a name-like value (`rmsnorm`, `lstm`) is a string
    literal where the code takes it (a registry, a branch); that chunk is pulled up, and more the
    functions and classes named on the literal's line or the next (what the value selects; a
    class's methods at half weight). Weighted by the literal's rarity in this repository."""
    rows = view.rows
    prose = FENCE_RE.sub("", q.text)
    values = {v: 1.0 if re.search(rf"(?<![\w.-]){re.escape(v)}(?![\w-])", prose) else W_VALUE_BLOCK
              for v in setting_values(q.text)}
    meta = view.store.meta() if view.store is not None and CONFIG_PATH_RE.search(q.text) else {}
    for v in config_file_values(q.text, meta.get("root", ""), _json(meta.get("configs"), [])):
        values.setdefault(v, W_VALUE_FILE)
    if not values:
        return []
    n_chunks = max(len(rows), 2)
    out: list[Boost] = []
    for v, vw in values.items():
        holders = [(cid, line) for cid, lits in view.literals.items() for line, body in lits if body == v]
        w = _rarity(n_chunks, len({cid for cid, _ in holders})) * vw
        if w <= 0.05:
            continue
        for cid, line in holders:
            out.append((cid, W_VALUE * w, f"takes setting value '{v}'"))
            near = "\n".join(rows[cid]["text"].splitlines()[line:line + 2])
            for name in dict.fromkeys(re.findall(r"(?<![\w'\"])([A-Za-z_]\w{2,})\b(?!['\"])", near)):
                for target in view.by_name.get(name, []):
                    if target == cid:
                        continue
                    out.append((target, W_VALUE_HOP * w, f"selected by setting value '{v}'"))
                    if rows[target]["kind"] == "class":
                        qual = rows[target]["qualname"]
                        out += [(m, W_VALUE_HOP * w * 0.5, f"method of {qual}, selected by '{v}'")
                                for m in methods_of(view, target)]
    return strongest(out)


W_CHANGED_NAME = 1.0    # a class or function a value of the report's changed config names, and its methods


def changed_boosts(view: RepoView, q: Query) -> list[Boost]:
    """What the reporter's config changes against the repository config nearest to it (evidence.
    changed_values): a class or function a changed value names (`type: RandomHorizontalFlip` added to a
    transform list) is code the failing run uses and the working one does not, and so are its methods.
    (The code reading a changed key was boosted too, measured and dropped: a report's config changes
    epochs, batch sizes and folders, and their readers crowded the top 5: retrieval3 78.6 -> 64.3 %.)"""
    if view.store is None or not (CONFIG_PATH_RE.search(q.text) or "```" in q.text):
        return []
    rows = view.rows
    out: list[Boost] = []
    for name in changed_values(q.text, view.repo_configs()):
        named = view.by_name.get(name, [])
        if len(named) > 2:          # a word many functions are called (`train`, `forward`) selects none of them
            continue
        for cid in named:
            out.append((cid, W_CHANGED_NAME, f"named by a setting the report's config changes ({name})"))
            if rows[cid]["kind"] == "class":
                out += [(m, W_CHANGED_NAME, f"method of {rows[cid]['qualname']}, which the report's config adds")
                        for m in methods_of(view, cid)]
    return strongest(out)


def printed_boosts(view: RepoView, q: Query) -> list[Boost]:
    """Output the report pastes, matched to the format strings that print it: the functions named in the
    placeholders (`f"mIoU {stats['mean_iou']:.2f}"` -> `mean_iou`) compute the values the reporter saw."""
    lines = [] if q.frames else output_lines(q.text)
    if not lines:
        return []
    rows = view.rows
    out: list[Boost] = []
    for cid, r in rows.items():
        if r["kind"] == "class":
            continue
        for name in printed_values(lines, r["text"]):
            targets = [t for t in view.by_name.get(name, []) if rows[t]["kind"] == "function" and t != cid]
            out += [(t, W_PRINTED / len(targets), f"computes `{name}`, printed in the report's output")
                    for t in targets if len(targets) <= 3]
    return strongest(out)


def cue_terms(q: Query) -> list[str]:
    """Code terms where bugs of the reported symptom usually live, plus those of the exception's
    error class (an exception or OOM report whose text matches an ERROR_CUES pattern)."""
    cues = list(SYMPTOM_CUES.get(q.symptom, []))
    head = q.text[:3000]
    for pat, terms in ERROR_CUES:
        if q.symptom in ("exception", "oom") and re.search(pat, head):
            cues.extend(terms)
    return list(dict.fromkeys(cues))


def cue_boosts(view: RepoView, q: Query, cands: Cands) -> list[Boost]:
    """Candidates using the symptom's cue terms, weighted by each term's rarity in this repository
    (a term every chunk uses says nothing) and capped per chunk. Only candidates: the cues are too
    vague to bring in a chunk on their own."""
    rows = view.rows
    n_chunks = max(len(rows), 2)
    boost: dict[str, tuple[float, list[str]]] = {}
    for term in cue_terms(q):
        # matched on code tokens, so `pad` finds pad_sequence and padding_value
        hit = _cue_matcher(term)
        df = view.df_cache.get("cue:" + term)
        if df is None:
            df = view.df_cache["cue:" + term] = sum(1 for r in rows.values() if hit(r))
        w = _rarity(n_chunks, df)
        if w <= 0.05:
            continue
        for cid in cands:
            if hit(rows[cid]):
                cur = boost.get(cid, (0.0, []))
                boost[cid] = (cur[0] + W_CUE * w, [*cur[1], term])
    return [(cid, min(b, W_CUE_CAP), f"{q.symptom} cues: {', '.join(terms[:4])}") for cid, (b, terms) in boost.items()]


def smell_boosts(view: RepoView, q: Query) -> list[Boost]:
    """Known bug patterns (index.smells) that cause the reported symptom: the chunk holding the
    pattern and the chunks it implicates (the optimizer's builder, the function whose result is dropped)."""
    # a report that names no symptom may show any of them: every pattern counts, those tied to
    # particular symptoms as weak ones
    unknown = q.symptom in ("", "unknown")
    return [(cid, W_SMELL_WEAK if sm.kind in WEAK_SMELLS or unknown and SMELL_SYMPTOMS[sm.kind] else W_SMELL,
             f"{sm.kind.replace('_', ' ')} at line {sm.line}: {sm.message}")
            for sm in view.smells if unknown or causes(sm.kind, q.symptom) for cid in [sm.cid, *sm.related]]


def call_distance_boosts(view: RepoView, frames: FrameHits, sliced: dict[str, int], cands: Cands) -> list[Boost]:
    """Candidates one or two calls (either direction) from the innermost frame. Once the failing
    line's data path is traced, mere call proximity says less: off that path the boost is damped."""
    if not frames.innermost:
        return []
    out: list[Boost] = []
    for cid, d in view.graph.distances({frames.innermost}, max_depth=2).items():
        if d in W_GRAPH and cid in cands:
            w = W_GRAPH[d] * (W_GRAPH_OFF_SLICE if sliced and cid not in sliced else 1.0)
            out.append((cid, w, f"{d} call(s) from the innermost frame"))
    return out


def loop_boosts(view: RepoView, q: Query, cands: Cands) -> list[Boost]:
    """Training loops, and what they call or what calls them, when the symptom lives in training
    dynamics; scaled by the candidate's score so that every loop of the repository is not pulled up
    alike. (Both weights are 0 now: measured, boosting loops lowered recall@5.)"""
    if q.symptom not in DYNAMIC_SYMPTOMS:
        return []
    rows = view.rows
    loops = {cid for cid, r in rows.items() if (r["loop_score"] or 0) >= LOOP_MIN}
    out: list[Boost] = []
    for cid in loops:
        if cid in cands:
            sig = ", ".join(_json(rows[cid]["loop_signals"], [])[:2])
            out.append((cid, W_LOOP * cands[cid][0], f"training loop ({sig})"))
    # (a loop is at distance 0 from the loops, so the scores read below are not ones boosted above)
    loop_dist = view.graph.distances(loops, max_depth=1) if loops else {}
    for cid, d in loop_dist.items():
        if d == 1 and cid in cands:
            out.append((cid, W_LOOP_NEAR * cands[cid][0], "calls/called by a training loop"))
    return out


def hub_damping(callees: list[str]) -> float:
    """1 for a function with up to five distinct callees, less for a hub such as main(), which calls
    everything. A constructor's __init__/__getitem__ ride along with their class: one callee, not three."""
    distinct = {c.rsplit(".", 1)[0] if c.rsplit(".", 1)[-1].startswith("__") else c for c in callees}
    return min(1.0, 5 / max(len(distinct), 1))


def callee_boosts(view: RepoView, top_id: str, rel: float) -> list[Boost]:
    """The functions a top hit calls, by its score relative to the best hit, damped for hubs."""
    rows = view.rows
    outs = [c for c in view.graph.calls.get(top_id, ()) if rows.get(c, {}).get("kind") == "function"]
    damp = hub_damping(outs)
    return [(cid, W_PRF * rel * damp, f"called by top hit {rows[top_id]['qualname']}") for cid in outs]


def sibling_boosts(view: RepoView, top_id: str, rel: float) -> list[Boost]:
    """The other methods of a top hit's class: they share state (__init__ sets what forward uses)."""
    path, qual = top_id.split("::", 1)
    if "." not in qual:
        return []
    cls = qual.rsplit(".", 1)[0]
    rows = view.rows
    return [(cid, W_SIBLING * rel, f"method of {cls}, like top hit {qual}") for cid in view.graph.by_path.get(path, [])
            if cid != top_id and rows[cid]["kind"] == "function" and rows[cid]["qualname"].rsplit(".", 1)[0] == cls]


def feedback_boosts(view: RepoView, cands: Cands) -> list[Boost]:
    """Pseudo-relevance feedback through structure: the callees and sibling methods of the best
    PRF_TOP function candidates, each by the top hit's score relative to the best."""
    rows = view.rows
    first = sorted(((s, cid) for cid, (s, _) in cands.items() if rows[cid]["kind"] == "function"),
                   reverse=True)[:PRF_TOP]
    if not first:
        return []
    best = first[0][0] or 1.0
    out: list[Boost] = []
    for s, top_id in first:
        rel = s / best
        out += callee_boosts(view, top_id, rel)
        out += sibling_boosts(view, top_id, rel)
    return out


def strongest(boosts: list[Boost]) -> list[Boost]:
    """One family of evidence counts once: per chunk, its largest boost (the first of equal ones)."""
    best: dict[str, tuple[float, str]] = {}
    for cid, b, why in boosts:
        if b > best.get(cid, (0.0, ""))[0]:
            best[cid] = (b, why)
    return [(cid, b, why) for cid, (b, why) in best.items()]


def rerank(view: RepoView, q: Query, fused: dict[str, tuple[float, list[str]]]) -> list[tuple[str, float, list[str]]]:
    """The fused candidates rescored with the report's structure, pass by pass. The order matters:
    later passes read the candidates and scores that earlier ones left."""
    rows = view.rows
    cands = initial_scores(rows, fused)
    frames = locate_frames(rows, q)
    sliced = data_path(view, q, frames)
    apply_boosts(cands, rows, frame_boosts(rows, q, frames))
    apply_boosts(cands, rows, slice_boosts(rows, sliced, frames))
    apply_boosts(cands, rows, frame_file_boosts(rows, q, frames, cands))
    apply_boosts(cands, rows, identifier_boosts(view, q))
    apply_boosts(cands, rows, title_script_boosts(view, q))
    apply_boosts(cands, rows, cue_boosts(view, q, cands))
    apply_boosts(cands, rows, smell_boosts(view, q))
    apply_boosts(cands, rows, value_boosts(view, q))
    apply_boosts(cands, rows, printed_boosts(view, q))
    apply_boosts(cands, rows, changed_boosts(view, q))
    # structural neighbours are one family (call distance, callees and siblings of top hits): the
    # best of them counts, not the sum; feedback reads the scores as they are before any of them
    near = call_distance_boosts(view, frames, sliced, cands)
    apply_boosts(cands, rows, loop_boosts(view, q, cands))
    apply_boosts(cands, rows, strongest(near + feedback_boosts(view, cands)))
    return sorted(((cid, s, why) for cid, (s, why) in cands.items()), key=lambda x: (-x[1], x[0]))


# --------------------------------------------------------------------------- entry point
def search(repo: str, query: Query, k: int = 10, home: str | None = None, mode: str = "hybrid+rerank",
           embedder: Embedder | None = None, bm25_engine: str | None = None) -> list[Snippet]:
    """Top-k chunks of an indexed repository for `query` (index it first with index_repo)."""
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}")
    embedder = embedder or default_embedder()
    engine = bm25_engine or os.environ.get("REPGEN_BM25", "memory")
    view = open_view(repo, home, embedder)
    legs: dict[str, list[tuple[str, float]]] = {}
    with ThreadPoolExecutor(max_workers=2) as pool:
        fut_b = pool.submit(bm25_leg, view, query, LEG_DEPTH, engine) if mode != "vector" else None
        fut_v = pool.submit(vector_leg, view, query, LEG_DEPTH, embedder) if mode != "bm25" else None
        if fut_b:
            legs["bm25"] = fut_b.result()
        if fut_v:
            legs["vector"] = fut_v.result()
    fused = rrf(legs)
    if mode == "hybrid+rerank":
        ranked = rerank(view, query, fused)
    else:
        ranked = sorted(((cid, s, why) for cid, (s, why) in fused.items()), key=lambda x: (-x[1], x[0]))
    out = []
    for cid, score, why in ranked[:k]:
        r = view.rows[cid]
        out.append(Snippet(repo=repo, path=r["path"], qualname=r["qualname"], start=r["start"], end=r["end"],
                           kind=r["kind"], text=r["text"], score=round(score, 4), why=why))
    return out
