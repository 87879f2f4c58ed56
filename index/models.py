"""Contracts of the index package (JSON-serialisable dataclasses).

`index` never imports `bot`: the bot turns its BugReport into a `Query`.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field


@dataclass
class Frame:
    """A traceback frame, as the query's structural hint."""
    file: str
    line: int
    function: str


@dataclass
class Query:
    """What the retriever is asked: free text plus structure from a bug report."""
    text: str
    frames: list[Frame] = field(default_factory=list)      # repo-relative paths where known
    identifiers: list[str] = field(default_factory=list)   # API names and identifiers quoted in the report
    symptom: str = "unknown"


@dataclass
class Snippet:
    repo: str
    path: str               # relative to the repo root, forward slashes
    qualname: str           # "Class.method", "function", or "<module>"
    start: int
    end: int
    kind: str               # function | class | module
    text: str
    score: float = 0.0
    why: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass
class ArgOption:
    """One argparse option of an entry point."""
    flags: list[str]                 # ["--epochs"] or ["texts"] for a positional
    dest: str
    type: str | None = None          # "int", "float", "str", None
    default: object = None
    action: str | None = None        # "store_true", "append", ...
    nargs: str | None = None
    required: bool = False

    @property
    def positional(self) -> bool:
        return not self.flags[0].startswith("-")


@dataclass
class EntryPoint:
    """A runnable script or function of the repository."""
    path: str                        # repo-relative script path
    module: str | None               # importable dotted name from the repo root, if any
    main: str | None                 # name of the function the `__main__` block calls
    main_accepts_argv: bool = False  # main(argv=None) passed on to parse_args
    has_main_guard: bool = False
    options: list[ArgOption] = field(default_factory=list)
    config_files: list[str] = field(default_factory=list)  # repo-relative config files it reads by default
    returns_value: bool = False      # main has a `return <expr>`
    training_score: float = 0.0


@dataclass
class TrainingLoop:
    path: str
    qualname: str
    start: int
    end: int
    score: float
    signals: list[str] = field(default_factory=list)


@dataclass
class Suspicion:
    """A known bug pattern in the repository that causes the reported symptom (index.smells): static,
    unconfirmed, worth a maintainer's look."""
    kind: str
    path: str
    qualname: str
    line: int
    message: str
    related: list[str] = field(default_factory=list)    # other "path::qualname" it implicates


@dataclass
class Context:
    snippets: list[Snippet] = field(default_factory=list)
    training_loops: list[TrainingLoop] = field(default_factory=list)
    entry_points: list[EntryPoint] = field(default_factory=list)
    edges: list[tuple[str, str]] = field(default_factory=list)   # (caller qualname, callee qualname)
    config_files: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)             # files not indexed, with the reason
    suspicions: list[Suspicion] = field(default_factory=list)    # bug patterns that cause the symptom
    searched: str = ""      # set when only part of the repository was indexed yet: what was searched

    def to_dict(self) -> dict:
        return asdict(self)
