"""Contracts of the runner package (JSON-serialisable dataclasses). `runner` never imports `bot`."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field


@dataclass
class ExceptionInfo:
    type: str                                  # qualified name, e.g. "RuntimeError"
    message: str
    frames: list[dict] = field(default_factory=list)   # {"file", "line", "function"}


@dataclass
class RunLimits:
    timeout_s: float = 300.0
    memory_mb: int = 8192
    max_output_bytes: int = 2_000_000
    max_processes: int = 512
    cpu_threads: int = 1
    file_size_mb: int = 1024                   # largest file a run may write (RLIMIT_FSIZE)
    gpus: int | list[str] | None = None        # docker: a GPU count or device ids; None = none


@dataclass
class Expected:
    """What the report says should be observed; the runner's symptom detectors compare against it."""
    symptom: str = "unknown"
    exception_type: str | None = None
    exception_message: str | None = None


@dataclass
class ObservedSymptom:
    symptom: str
    evidence: list[str] = field(default_factory=list)
    score: float = 1.0


@dataclass
class RunResult:
    outcome: str                               # failed | passed | error | timeout
    seconds: float = 0.0
    output_tail: str = ""
    exception: ExceptionInfo | None = None
    # each a list of (step, value)
    series: dict[str, list[tuple[int, float]]] = field(default_factory=dict)
    environment: dict = field(default_factory=dict)
    sandbox: str = "subprocess"                # bwrap | unshare | subprocess | docker
    warnings: list[str] = field(default_factory=list)
    failure_message: str = ""                  # pytest's failure text (assertion message) if any
    symptoms: list[ObservedSymptom] = field(default_factory=list)
    returncode: int | None = None
    limit_hit: str = ""                        # "" | timeout | memory | processes | output | cpu | file_size | install | killed
    hang_stack: str = ""                       # stacks of the stuck process, dumped just before the time limit
    # what the test's healthy-behaviour check observed when it failed: {"kind": symptom, "observed": {...}}
    failure_record: dict | None = None
    reached: list[str] = field(default_factory=list)     # "path::qualname" of the watched functions that ran
    test_outcomes: dict = field(default_factory=dict)    # pytest's count per outcome: {"passed": 1}
    # the repository's environment the run used (runner.environments.Environment.to_dict()): what was installed,
    # what could not be (and why), which torch ran; {} when the runner's own interpreter ran
    deps: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> RunResult:
        d = dict(d)
        exc = d.pop("exception", None)
        syms = d.pop("symptoms", []) or []
        series = {k: [tuple(p) for p in v] for k, v in (d.pop("series", {}) or {}).items()}
        return cls(exception=ExceptionInfo(**exc) if exc else None,
                   symptoms=[ObservedSymptom(**s) for s in syms], series=series, **d)
