"""Parse a bug report (markdown issue text) into a `BugReport`.

Reports come in every style: issue templates, two vague lines, pasted training logs, pasted
tracebacks. The parser is lenient and never raises on odd input; it extracts what it can.
"""
from __future__ import annotations

import re
import shlex
from dataclasses import asdict, dataclass, field

from bot.core.metric_claim import MetricClaim, held_out_claim
from bot.core.symptoms import REPORT_CUES, SPECS
from index.models import Frame, Query

SYMPTOMS = ("exception", "nan_or_inf", "memory_growth", "oom", "no_learning", "nondeterminism",
            "wrong_output", "hang_or_timeout", "unknown")


@dataclass
class TracebackFrame:
    file: str
    line: int
    function: str
    code: str = ""
    repo_path: str | None = None     # the repository file this frame maps to, if any


@dataclass
class CommandLine:
    raw: str
    argv: list[str]                  # tokens after the interpreter, e.g. ["train.py", "--epochs", "3"]
    script: str | None = None        # "train.py" or None for `-m module`
    module: str | None = None        # for `python -m pkg.mod`


@dataclass
class BugReport:
    title: str = ""
    body: str = ""
    symptom: str = "unknown"
    exception_type: str | None = None
    exception_message: str | None = None
    frames: list[TracebackFrame] = field(default_factory=list)
    chained: list[dict] = field(default_factory=list)          # earlier exceptions of a chain
    versions: dict[str, str] = field(default_factory=dict)     # torch, cuda, python, ...
    hardware: dict[str, object] = field(default_factory=dict)  # gpu, multi_gpu, distributed
    hyperparameters: dict[str, object] = field(default_factory=dict)
    commands: list[CommandLine] = field(default_factory=list)
    code_blocks: list[str] = field(default_factory=list)
    config_overrides: dict[str, object] = field(default_factory=dict)  # `key: value` the reporter set
    identifiers: list[str] = field(default_factory=list)       # API names quoted in the report
    is_dl_bug: bool = False
    language_ok: bool = True
    symptom_epoch: int | None = None     # the epoch at which the reporter's pasted log first shows the symptom
    epoch_seconds: float | None = None   # how long one epoch took in the reporter's pasted log (the median)
    held_out: MetricClaim | None = None  # for "does not learn": the held-out metric the report shows stuck

    def to_dict(self) -> dict:
        return asdict(self)

    @property
    def text(self) -> str:
        return f"{self.title}\n{self.body}"


# the symptom as a log line shows it: a non-finite number for NaN/Inf (other symptoms show over several lines)
LOG_SYMPTOM_RE = {"nan_or_inf": re.compile(r"(?<![\w.])[-+]?(?:nan|inf|infinity)(?![\w.])", re.I)}
LOG_EPOCH_RE = re.compile(r"\bep(?:och)?\s*[:=#]?\s*\[?(\d{1,4})(?:\s*/\s*\d+)?\]?", re.I)


def symptom_epoch(body: str, symptom: str) -> int | None:
    """The first epoch whose line in a pasted log shows the symptom (`epoch 6 train_loss nan ...`): a shrunk
    run must reach it, or the symptom cannot show."""
    pattern = LOG_SYMPTOM_RE.get(symptom)
    if pattern is None:
        return None
    for m in FENCE_RE.finditer(body):
        for line in m.group("body").splitlines():
            epoch = LOG_EPOCH_RE.search(line)
            if epoch and pattern.search(line[epoch.end():]):
                return int(epoch.group(1))
    return None


# an epoch line's duration: "(186.6s)", "| 57s", "time 64.2 s", "1m 12s" is left alone
EPOCH_SECONDS_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s?s(?:ec)?\b(?!\s*/)")


def epoch_seconds(body: str) -> float | None:
    """The median duration of the epochs in a pasted log (`epoch 1 ... val_acc 0.17 (186.6s)`): a run on the
    reporter's data that takes minutes per epoch shows no second epoch within a test's budget."""
    found = []
    for m in FENCE_RE.finditer(body):
        for line in m.group("body").splitlines():
            epoch = LOG_EPOCH_RE.search(line)
            times = EPOCH_SECONDS_RE.findall(line[epoch.end():]) if epoch else []
            if len(times) == 1:
                found.append(float(times[0]))
    return sorted(found)[len(found) // 2] if found else None


# --------------------------------------------------------------------------- markdown
FENCE_RE = re.compile(r"^(```|~~~)(?P<info>[^\n]*)\n(?P<body>.*?)^\1[ \t]*$", re.S | re.M)
INLINE_CODE_RE = re.compile(r"`([^`\n]+)`")


def split_title_body(text: str) -> tuple[str, str]:
    lines = text.strip("\ufeff").splitlines()
    while lines and not lines[0].strip():
        lines.pop(0)
    if not lines:
        return "", ""
    first = lines[0].strip()
    if first.startswith("#"):
        return first.lstrip("#").strip(), "\n".join(lines[1:]).strip("\n")
    return first[:200], "\n".join(lines).strip("\n")


def code_blocks(body: str) -> list[str]:
    return [m.group("body") for m in FENCE_RE.finditer(body)]


# --------------------------------------------------------------------------- tracebacks
FRAME_RE = re.compile(r'^\s*File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<func>\S+)')
EXC_LINE_RE = re.compile(
    r"^(?P<type>(?:[A-Za-z_][\w]*\.)*[A-Z][\w]*(?:Error|Exception|Warning|Interrupt|Exit|Failure|"
    r"Raised\w*|Timeout\w*|StopIteration))(?::[ \t]?(?P<msg>.*))?$")
CHAIN_MARKERS = ("During handling of the above exception", "The above exception was the direct cause")


def parse_tracebacks(text: str) -> tuple[list[TracebackFrame], str | None, str | None, list[dict]]:
    """All frames (outermost first) and the final exception of the last traceback in `text`.

    Chained exceptions ("During handling ...") are returned as earlier entries; spawned-process
    tracebacks embedded in a message ("-- Process 0 terminated ...") contribute their frames,
    because they hold the repository frames that matter.
    """
    lines = text.splitlines()
    tracebacks: list[dict] = []
    cur: dict | None = None
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.strip().startswith("Traceback (most recent call last)"):
            cur = {"frames": [], "type": None, "message": None}
            tracebacks.append(cur)
            i += 1
            continue
        m = FRAME_RE.match(line)
        if m and cur is not None:
            code = ""
            if i + 1 < len(lines) and not FRAME_RE.match(lines[i + 1]) and lines[i + 1].startswith("    "):
                code = lines[i + 1].strip()
            cur["frames"].append(TracebackFrame(m.group("file"), int(m.group("line")), m.group("func"), code))
            i += 1
            continue
        if cur is not None and cur["type"] is None:
            em = EXC_LINE_RE.match(line.strip())
            if em and not line.startswith("    "):
                cur["type"] = em.group("type")
                msg_lines = [em.group("msg") or ""]
                j = i + 1
                # the message goes on until a blank line followed by a non-indented marker, or a new traceback
                while j < len(lines):
                    nxt = lines[j]
                    if nxt.strip().startswith("Traceback (most recent call last)") or \
                            any(nxt.strip().startswith(c) for c in CHAIN_MARKERS) or \
                            nxt.strip().startswith("```"):
                        break
                    msg_lines.append(nxt)
                    j += 1
                cur["message"] = "\n".join(msg_lines).strip()
                i += 1
                continue
        i += 1
    if not tracebacks:
        # a bare "SomeError: message" line with no traceback still names the exception
        for line in lines:
            em = EXC_LINE_RE.match(line.strip())
            if em and em.group("msg"):
                return [], em.group("type"), em.group("msg").strip(), []
        return [], None, None, []
    done = [t for t in tracebacks if t["type"] or t["frames"]]
    if not done:
        return [], None, None, []
    last = done[-1]
    frames = list(last["frames"])
    exc_type, exc_msg = last["type"], last["message"]
    # a ProcessRaisedException carries the child's traceback inside its message: the child's frames
    # were parsed as a separate traceback and its exception is the real one
    if len(done) >= 2 and done[-2]["type"] and "ProcessRaised" in (done[-2]["type"] or ""):
        frames = done[-2]["frames"] + frames
    chained = [{"type": t["type"], "message": t["message"]} for t in done[:-1]]
    if exc_msg and len(exc_msg) > 4000:
        exc_msg = exc_msg[:4000]
    return frames, exc_type, exc_msg, chained


def map_frames_to_repo(frames: list[TracebackFrame], repo_files: list[str]) -> None:
    """Map paths from the reporter's machine to repository files by the longest path suffix."""
    by_name: dict[str, list[str]] = {}
    for f in repo_files:
        by_name.setdefault(f.rsplit("/", 1)[-1], []).append(f)
    for fr in frames:
        path = fr.file.replace("\\", "/")
        if "site-packages/" in path or "/lib/python" in path or path.startswith("<"):
            continue
        cands = by_name.get(path.rsplit("/", 1)[-1], [])
        best, best_len = None, 0
        for c in cands:
            parts_c, parts_p = c.split("/"), path.split("/")
            n = 0
            while n < len(parts_c) and n < len(parts_p) and parts_c[-1 - n] == parts_p[-1 - n]:
                n += 1
            if n > best_len:
                best, best_len = c, n
        fr.repo_path = best


# --------------------------------------------------------------------------- commands
CMD_RE = re.compile(
    r"(?:^|[\s`$>])((?:[A-Z_]+=\S+\s+)*(?:python3?(?:\.\d+)?|torchrun|accelerate launch|deepspeed)\s+[^\n`]+)")


# where the shell takes over from the command: `python train.py | tail -1`, `... > log.txt 2>&1`, `... && ...`
SHELL_TAIL_RE = re.compile(r"\s+(?:\|\|?|&&|;|&|[0-9]?>>?|<)(?:\s|$).*$")


def _shell_tokens(raw: str) -> tuple[str, list[str]]:
    """A command as the shell runs it: without what the shell takes over (pipes, redirections), split into
    words, the environment assignments before it dropped."""
    raw = SHELL_TAIL_RE.sub("", raw.strip().rstrip("\\").strip())
    try:
        toks = shlex.split(raw, comments=False)
    except ValueError:
        toks = raw.split()
    while toks and re.match(r"^[A-Z_]+=", toks[0]):
        toks.pop(0)
    return raw, toks


def _command_parts(body: str):
    """Each shell command of each line of the report (`a && b` gives two), prompt marks stripped."""
    for line in body.splitlines():
        yield from re.split(r"\s(?:&&|\|\||;)\s", line.strip().lstrip("$>").strip())


def _to_command(raw: str) -> CommandLine | None:
    raw, toks = _shell_tokens(raw)
    if not toks:
        return None
    launcher = toks.pop(0)
    if launcher == "accelerate" and toks and toks[0] == "launch":
        toks.pop(0)
    # skip interpreter / launcher flags (torchrun --nproc_per_node 2, python -u)
    while toks and toks[0].startswith("-") and toks[0] != "-m":
        flag = toks.pop(0)
        if "=" not in flag and toks and not toks[0].startswith("-") and not toks[0].endswith(".py") \
                and launcher != "python" and not launcher.startswith("python"):
            toks.pop(0)
    if not toks:
        return None
    if toks[0] == "-m" and len(toks) > 1:
        return CommandLine(raw=raw, argv=toks[1:], module=toks[1])
    if toks[0].endswith(".py"):
        return CommandLine(raw=raw, argv=toks, script=toks[0])
    return None


def find_commands(body: str) -> list[CommandLine]:
    out: list[CommandLine] = []
    seen = set()
    for m in (m for part in _command_parts(body) for m in CMD_RE.finditer(" " + part)):
        cmd = _to_command(m.group(1))
        if cmd and cmd.raw not in seen:
            seen.add(cmd.raw)
            out.append(cmd)
    return out


def find_console_commands(body: str, names: dict[str, str] | list[str]) -> list[CommandLine]:
    """Lines that run a command the repository installs (`toydiff-train --n 500`, from its console scripts):
    each as a CommandLine whose argv starts with the command's name; `script` is left to the caller, which
    knows the file behind it."""
    out: list[CommandLine] = []
    seen = set()
    for part in _command_parts(body):
        raw, toks = _shell_tokens(part.strip("`"))
        if toks and toks[0] in names and raw not in seen:
            seen.add(raw)
            out.append(CommandLine(raw=raw, argv=toks))
    return out


# --------------------------------------------------------------------------- versions, hyper-parameters
VERSION_PATTERNS = {
    "torch": r"(?:torch|pytorch)\s*(?:version)?\s*[:=]?\s*v?(\d+\.\d+(?:\.\d+)?(?:[+\w.]*)?)",
    "cuda": r"cuda\s*(?:version)?\s*[:=]?\s*v?(\d+\.\d+(?:\.\d+)?)",
    "cudnn": r"cudnn\s*(?:version)?\s*[:=]?\s*v?(\d+(?:\.\d+)*)",
    "python": r"(?<![/\w])python\s*(?:version)?\s*[:=]?\s*v?(3\.\d+(?:\.\d+)?)(?![\w/]|\.\d)",
    "tensorflow": r"(?:tensorflow|tf)\s*(?:version)?\s*[:=]?\s*v?(\d+\.\d+(?:\.\d+)?)",
    "numpy": r"numpy\s*(?:version)?\s*[:=]?\s*v?(\d+(?:\.\d+|\.x)+)",
}

HP_ALIASES = {
    "lr": ["lr", "learning_rate", "learning rate", "learning-rate"],
    "batch_size": ["batch_size", "batch size", "batch-size", "bs"],
    "epochs": ["epochs", "num_epochs", "n_epochs"],
    "seed": ["seed", "random seed"],
    "weight_decay": ["weight_decay", "weight decay", "wd"],
    "momentum": ["momentum"],
    "dropout": ["dropout"],
    "temperature": ["temperature"],
}
NUM = r"(-?\d+(?:\.\d+)?(?:e-?\d+)?)"


def _num(s: str) -> int | float:
    f = float(s)
    return int(f) if re.fullmatch(r"-?\d+", s) else f


def find_versions(text: str) -> dict[str, str]:
    out = {}
    for name, pat in VERSION_PATTERNS.items():
        m = re.search(pat, text, re.I)
        if m:
            out[name] = m.group(1)
    return out


def find_hyperparameters(text: str, commands: list[CommandLine]) -> dict[str, object]:
    hp: dict[str, object] = {}
    for cmd in commands:
        toks = cmd.argv
        for k, tok in enumerate(toks):
            if tok.startswith("--"):
                name, _, val = tok[2:].partition("=")
                if not val and k + 1 < len(toks) and not toks[k + 1].startswith("--"):
                    val = toks[k + 1]
                key = name.replace("-", "_")
                for canon, aliases in HP_ALIASES.items():
                    if key in (a.replace(" ", "_").replace("-", "_") for a in aliases):
                        key = canon
                if val and re.fullmatch(NUM, val):
                    hp.setdefault(key, _num(val))
    for canon, aliases in HP_ALIASES.items():
        if canon in hp:
            continue
        for a in aliases:
            m = re.search(r"(?<![\w-])" + re.escape(a) + r"\s*(?:=|:|of|is|to)?\s*" + NUM + r"\b", text, re.I)
            if m:
                hp[canon] = _num(m.group(1))
                break
    return hp


HEALTHY_AFTER_RE = re.compile(r"\b(works?|fine|without (?:any )?problems?|no problems?|helps?|finish(?:es)?|"
                              r"completes?|succeeds?)\b", re.I)
CONFIG_KV_RE = re.compile(r"`([A-Za-z_][\w.]*)\s*[:=]\s*([^`\n]+)`")


def _yaml_block_settings(text: str) -> dict[str, object]:
    """Settings of a YAML config the reporter pasted as a code block (```yaml, or a block whose first
    line names a .yaml file): nested keys flattened to dotted ones."""
    import yaml
    out: dict[str, object] = {}

    def walk(prefix: str, node: object, into: dict[str, object]) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                walk(f"{prefix}.{k}" if prefix else str(k), v, into)
        # PyYAML reads `1e-3` as the string "1e-3": kept as read, so a config written back holds the reporter's
        # text and the repository's loader reads it as it read theirs (a bug can live exactly there)
        elif isinstance(node, (int, float, bool, str)) or node is None:
            into.setdefault(prefix, node)

    for m in FENCE_RE.finditer(text):
        body = m.group("body")
        if not (m.group("info").strip().lower() in ("yaml", "yml") or re.match(r"\s*#[^\n]*\.ya?ml\b", body)):
            continue
        try:
            data = yaml.safe_load(body)
        except Exception:
            continue
        if isinstance(data, dict):
            # "I changed the block from ```a``` to ```b```": the block after "to" is what runs now
            if CHANGED_TO_RE.search(text[max(0, m.start() - 80):m.start()]):
                changed: dict[str, object] = {}
                walk("", data, changed)
                out.update(changed)
            else:
                walk("", data, out)
    return out


CHANGED_TO_RE = re.compile(r"\b(?:to|into|now(?: it is)?|afterwards?)\s*:?\s*(?:```)?\s*$", re.I)


def _new_side_of_diffs(text: str) -> str:
    """A pasted diff of a config (```diff, or lines of `-  k: 1` / `+  k: 2`) as the file after the change: the
    removed lines are what the reporter no longer runs."""
    def new_side(m: re.Match) -> str:
        body = m.group("body")
        lines = body.splitlines()
        if m.group("info").strip().lower() != "diff" and not (
                any(ln.startswith("+") for ln in lines) and any(ln.startswith("-") for ln in lines)):
            return m.group(0)
        kept = "\n".join(ln[1:] if ln[:1] in "+ " else ln for ln in lines if not ln.startswith("-")) + "\n"
        try:
            import yaml
            is_yaml = isinstance(yaml.safe_load(kept), dict)
        except Exception:
            is_yaml = False
        # a config's diff: its new side is the YAML the reporter runs
        return f"{m.group(1)}{'yaml' if is_yaml else m.group('info')}\n{kept}{m.group(1)}"
    return FENCE_RE.sub(new_side, text)


def find_config_overrides(text: str) -> dict[str, object]:
    """`key: value` / `key=value` settings the reporter quotes inline (e.g. "I set `num_heads: 8`"),
    then those of a YAML config pasted whole (a pasted diff: its new side)."""
    text = _new_side_of_diffs(text)
    out: dict[str, object] = {}
    for m in CONFIG_KV_RE.finditer(text):
        key, raw = m.group(1), m.group(2).strip()
        # the first mention is what the reporter ran; "with `x: 28` it works" names the healthy value
        after = text[m.end():m.end() + 40]
        if len(raw) > 60 or key in out or HEALTHY_AFTER_RE.search(after):
            continue
        try:
            import yaml
            val = yaml.safe_load(raw)
        except Exception:
            val = raw
        if isinstance(val, (int, float, bool, str)) or val is None:
            out[key] = val
    for key, val in _yaml_block_settings(text).items():
        out.setdefault(key, val)
    return out


IDENT_RE = re.compile(r"\b((?:torch|tf|np|F|nn)\.[\w.]+|[a-z_]\w*\.[a-z_]\w*\(|[A-Z]\w+(?:Loss|Error|Parallel))")


def find_identifiers(text: str) -> list[str]:
    out: list[str] = []
    for m in INLINE_CODE_RE.finditer(text):
        tok = m.group(1).strip()
        if len(tok) <= 60 and re.fullmatch(r"[\w.()\[\]=, -]+", tok):
            out.append(tok)
    for m in IDENT_RE.finditer(text):
        out.append(m.group(1).rstrip("("))
    seen, uniq = set(), []
    for t in out:
        if t not in seen:
            seen.add(t)
            uniq.append(t)
    return uniq[:60]


# --------------------------------------------------------------------------- symptom
# the report wording of each symptom lives with the symptom, in the registry (bot/core/symptoms.py)
# (in the order the registry lists the wordings: ties go to the first)
SYMPTOM_CUES: dict[str, list[str]] = {name: list(SPECS[name].cues) for name in REPORT_CUES}
DL_CUES = [r"\btorch\b", r"pytorch", r"tensorflow", r"\bkeras\b", r"cuda", r"\bgpu\b", r"\bloss\b",
           r"\bepoch", r"optimi[sz]er", r"backward", r"gradient", r"\bmodel\b", r"training", r"dataloader",
           r"\bnn\.", r"\bjax\b", r"tensor"]


def _score_cues(text: str, cues: list[str]) -> int:
    return sum(len(re.findall(c, text, re.I)) for c in cues)


# a NaN or inf that is not the symptom: denied ("no NaNs in the grads") or a fill value ("masked with -inf",
# `masked_fill(mask, float('-inf'))`): attention and pooling code names -inf without anything going wrong
_NOT_A_NON_FINITE = re.compile(
    r"\b(?:no|not|without|never|zero)\s+(?:any\s+)?(?:nans?|infs?)(?![a-z])"
    r"|(?:fill|mask|pad|replace)\w*[^\n.]{0,25}?-\s*inf(?![a-z])"
    r"|\bwith\s+`?(?:float\(\s*['\"])?-\s*inf(?![a-z])", re.I)


def _non_finite_score(text: str, cues: list[str]) -> int:
    return _score_cues(_NOT_A_NON_FINITE.sub(" ", text), cues)


def classify_symptom(title: str, body: str, exc_type: str | None, exc_msg: str | None) -> str:
    text = f"{title}\n{title}\n{body}"
    if exc_type:
        if re.search(r"out of memory|OutOfMemory", f"{exc_type} {exc_msg}", re.I):
            return "oom"
        if exc_type.split(".")[-1] in ("TimeoutError",):
            return "hang_or_timeout"
        return "exception"
    # prose-only reports: strongest cue wins; the title counts double
    scores = {s: (_non_finite_score if s == "nan_or_inf" else _score_cues)(text, cues)
              for s, cues in SYMPTOM_CUES.items()}
    # "nan" in pasted logs is the strongest single signal
    if re.search(r"loss[^\n]{0,20}(?<![a-z])nan(?![a-z])|(?<![a-z])nan(?![a-z])[^\n]{0,20}loss", text, re.I):
        scores["nan_or_inf"] += 3
    best = max(scores, key=lambda s: scores[s])
    if scores[best] == 0:
        return "unknown"
    return best


def looks_like_english(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return True
    ascii_share = sum(1 for c in letters if c.isascii()) / len(letters)
    return ascii_share > 0.6


# --------------------------------------------------------------------------- entry point
def parse_report(text: str, repo_files: list[str] | None = None) -> BugReport:
    title, body = split_title_body(text or "")
    full = f"{title}\n{body}"
    blocks = code_blocks(body)
    frames, exc_type, exc_msg, chained = parse_tracebacks(body)
    if repo_files is not None:
        map_frames_to_repo(frames, repo_files)
    commands = find_commands(body)
    versions = find_versions(full)
    hardware: dict[str, object] = {}
    gm = re.search(r"\b((?:NVIDIA |GeForce |Tesla )?(?:RTX|GTX|A100|H100|H200|V100|T4|A10G?|L4|P100)[\w -]{0,12})", full)
    if gm:
        hardware["gpu"] = gm.group(1).strip()
    if re.search(r"multi-?gpu|\d+ gpus|nproc_per_node\s*[= ]\s*[2-9]", full, re.I):
        hardware["multi_gpu"] = True
    if re.search(r"DistributedDataParallel|\bDDP\b|torch\.distributed|gloo|nccl|torchrun|world_size", full):
        hardware["distributed"] = True
    if re.search(r"\bCPU only\b|\(cpu\)|\+cpu|on CPU|CPU build", full, re.I):
        hardware["cpu_only"] = True
    report = BugReport(
        title=title, body=body, exception_type=exc_type, exception_message=exc_msg, frames=frames,
        chained=chained, versions=versions, hardware=hardware,
        hyperparameters=find_hyperparameters(full, commands), commands=commands, code_blocks=blocks,
        config_overrides=find_config_overrides(full), identifiers=find_identifiers(full),
    )
    report.symptom = classify_symptom(title, body, exc_type, exc_msg)
    report.symptom_epoch = symptom_epoch(body, report.symptom)
    report.epoch_seconds = epoch_seconds(body)
    if report.symptom == "no_learning":
        report.held_out = held_out_claim(title, body)
    report.language_ok = looks_like_english(full)
    report.is_dl_bug = bool(any(re.search(c, full, re.I) for c in DL_CUES) or
                            any("torch" in f.file or "tensorflow" in f.file for f in frames))
    return report


def query_from_report(report: BugReport) -> Query:
    """The retrieval query of a bug report: its prose plus structure for the reranker."""
    exc = f"{report.exception_type}: {report.exception_message}" if report.exception_type else ""
    text = "\n".join(x for x in (report.title, exc, report.body) if x)
    frames = [Frame(f.repo_path, f.line, f.function) for f in report.frames if f.repo_path]
    idents = list(report.identifiers)
    for cmd in report.commands:
        if cmd.script:
            idents.append(cmd.script)
        elif cmd.module:
            idents.append(cmd.module)
    idents.extend(k for k in report.config_overrides if k not in idents)
    return Query(text=text, frames=frames, identifiers=list(dict.fromkeys(idents)), symptom=report.symptom)
