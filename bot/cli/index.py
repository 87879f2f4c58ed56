"""`repgen index DIR`: index a repository (incrementally) with a progress bar on stderr."""
from __future__ import annotations

import json
import sys


def progress_bar(stream=None, width: int = 30):
    """A `progress(stage, done, total)` callback drawing one line per stage."""
    stream = stream or sys.stderr   # looked up now: a default bound at import time goes stale
    state = {"stage": None}

    def report(stage: str, done: int, total: int) -> None:
        if state["stage"] not in (None, stage):
            stream.write("\n")
        state["stage"] = stage
        filled = int(width * done / total) if total else width
        stream.write(f"\r{stage:<6} [{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
        stream.flush()

    def close() -> None:
        if state["stage"] is not None:
            stream.write("\n")
            stream.flush()

    report.close = close
    return report


def register(subparsers) -> None:
    p = subparsers.add_parser("index", help="index a repository for retrieval (incremental)")
    p.add_argument("dir", help="repository directory or archive (.tar.gz, .zip)")
    p.add_argument("--sha", default=None, help="revision being indexed (recorded)")
    p.add_argument("--home", default=None, help="index home (default $REPGEN_HOME or ~/.repgen)")
    p.add_argument("--json", action="store_true", help="print the statistics as JSON")
    p.set_defaults(func=run)


def run(args) -> int:
    from index import index_repo
    bar = progress_bar()
    try:
        stats = index_repo(args.dir, sha=args.sha, home=args.home, progress=bar)
    finally:
        bar.close()
    if args.json:
        print(json.dumps(stats.to_dict(), indent=2))
    else:
        print(f"indexed {stats.repo}: {stats.files} files, {len(stats.changed)} changed, "
              f"{len(stats.removed)} removed, {stats.chunks} chunks ({stats.embedded} embedded, "
              f"{stats.reused} reused) in {stats.seconds:.2f}s -> {stats.uri}")
        for s in stats.skipped:
            print(f"  skipped {s}", file=sys.stderr)
    return 0
