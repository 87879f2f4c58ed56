"""Per-repository environments: the repository's declared dependencies installed with uv, cached, reused.

    env = prepare(repo_dir, versions={"torch": "1.13.1"})      # builds once, then answers from the cache
    env.python          # the interpreter a test runs with (the runner's own when nothing is declared)
    env.read_paths      # folders a sandbox must show (read-only) for that interpreter to work
    env.failed          # {"somepkg==9.9": "not on the index"}: what could not be installed, and why

How it is built (runner.requirements reads what the repository declares):
1. resolve the declared requirements with `uv pip compile` (framework packages excluded: the runner provides
   torch), in the install sandbox; a requirement that cannot be resolved is dropped and named in `failed`;
2. the environment's key is the hash of (Python version, resolved requirements, framework layer); an
   environment with that key under $REPGEN_HOME/envs is reused as it is (an index by the hash of the declared
   requirements skips the resolution on a second run);
3. otherwise `uv venv` + `uv pip sync` into a fresh folder, in the install sandbox, then the folder is renamed
   into place, made read-only and owned by root;
4. the framework layer: a folder of links to the runner's torch and the test tooling (pytest, numpy, libcst and
   what they need), put on the environment's path after its own site-packages by a .pth file, so a package the
   repository pins wins over the runner's copy and torch is never downloaded again. A reported torch version
   that differs from the runner's is installed into its own layer when the host's index serves it within the
   size and time limits (runner.framework), else the run says which version ran.

The install sandbox: installing runs code (sdist builds), so uv (and pip, for a reported torch) runs under the
local sandbox's isolation (bubblewrap: read-only system, private /tmp, only the envs folder writable) with no
network of its own: it reaches the package index, and nothing else, through an allow-list proxy the worker runs
on a Unix socket (runner.index_proxy: hosts from the configured index URLs; a refused host is named in the
install's outcome). As a fixed unprivileged uid when we are root, with an environment holding nothing but what
uv needs (no tokens or keys), a time limit, a per-file size limit and a size check on the result. One install at
a time per host. Where bubblewrap is missing, `unshare -n` gives the network namespace (the rest of the host's
file system is then visible, with an unprivileged uid's permissions); where neither works, the install runs with
the host's network and says so in a warning (uv and pip still go through the proxy, a build step's own
connection is not stopped).
"""
from __future__ import annotations

import contextlib
import fcntl
import hashlib
import importlib.metadata as md
import json
import os
import re
import shutil
import stat
import sys
import threading
import time
from dataclasses import asdict, dataclass, field

from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name

from . import confine, index_proxy
from .models import RunLimits, RunResult
from .requirements import FRAMEWORK, Declared, declared_requirements

ENVS = "envs"
MARKER = ".repgen-env.json"
PTH_NAME = "_repgen_framework.pth"
INSTALL_UID = confine.UID_BASE - 1        # all installs share one uid (serialised): the uv cache stays its own
# the test tooling a generated test needs besides the framework (pytest runs it; the scaffold may use these)
LAYER_ROOTS = ("torch", "numpy", "pytest", "libcst")
# variables an install may see: certificates and the index, nothing else of ours (the proxy variables inside
# point at the index allow-list proxy, which goes through the host's own proxy when it has one)
INSTALL_ENV_ALLOW = ("PATH", "LANG", "LC_ALL", "TZ", "SSL_CERT_FILE", "SSL_CERT_DIR", "UV_INDEX_URL",
                     "UV_DEFAULT_INDEX", "UV_INDEX", "UV_EXTRA_INDEX_URL")
# import names that differ from the distribution's (for "could not install X" when `import Y` failed)
IMPORT_NAMES = {"pyyaml": "yaml", "scikit-learn": "sklearn", "pillow": "PIL", "opencv-python": "cv2",
                "opencv-python-headless": "cv2", "beautifulsoup4": "bs4", "python-dateutil": "dateutil",
                "pytorch-lightning": "pytorch_lightning", "protobuf": "google"}
MAX_RETRIES = 3


@dataclass
class EnvLimits:
    timeout_s: float = float(os.environ.get("REPGEN_ENV_TIMEOUT_S", 900))
    max_mb: int = int(os.environ.get("REPGEN_ENV_MAX_MB", 4096))      # the built environment, on disk
    file_size_mb: int = 1024
    memory_mb: int = 4096


@dataclass
class Environment:
    python: str                                   # the interpreter the test runs with
    key: str = ""                                 # "" when nothing is declared: the runner's interpreter
    path: str = ""
    read_paths: list[str] = field(default_factory=list)
    requirements: list[str] = field(default_factory=list)    # what was asked for (declared + reported pins)
    resolved: list[str] = field(default_factory=list)        # what is installed (name==version)
    sources: list[str] = field(default_factory=list)         # requirements.txt, setup.py, ...
    framework: dict = field(default_factory=dict)            # {"torch": version, "from": "runner" | ...}
    failed: dict[str, str] = field(default_factory=dict)     # requirement -> why it could not be installed
    skipped: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    cached: bool = False
    seconds: float = 0.0
    error: str = ""                               # the environment could not be built at all

    def to_dict(self) -> dict:
        return asdict(self)


def could_not_install(deps: dict, module: str | None = None) -> str:
    """'could not install X (reason)' from an Environment's dict (RunResult.deps) for the requirement behind
    `module` (an import name), else for every requirement that failed; "" when nothing failed."""
    items = list((deps or {}).get("failed", {}).items())
    if module:
        top = module.split(".")[0].lower()
        hits = [(r, why) for r, why in items if _import_name(r) == top]
        items = hits or items
    return "; ".join(f"could not install {r} ({why})" for r, why in items)


def envs_dir(home: str | None = None) -> str:
    home = home or os.environ.get("REPGEN_HOME") or os.path.join(os.path.expanduser("~"), ".repgen")
    return os.path.join(home, ENVS)


def _import_name(requirement: str) -> str:
    try:
        name = canonicalize_name(Requirement(requirement).name)
    except InvalidRequirement:
        name = canonicalize_name(re.split(r"[\s<>=!~;\[]", requirement.strip())[0])
    return IMPORT_NAMES.get(name, name.replace("-", "_")).lower()


def python_version(python: str = sys.executable) -> str:
    if os.path.realpath(python) == os.path.realpath(sys.executable):
        return ".".join(map(str, sys.version_info[:3]))
    import subprocess
    out = subprocess.run([python, "-c", "import sys; print('.'.join(map(str, sys.version_info[:3])))"],
                         capture_output=True, text=True, timeout=60)
    return out.stdout.strip()


def _digest(*parts) -> str:
    return hashlib.sha256(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()[:20]


# --------------------------------------------------------------------------- the framework layer
@dataclass
class Layer:
    path: str
    targets: list[str]              # the folders its links point into (the sandbox shows them read-only)
    packages: dict[str, str]        # name -> version
    torch: str = ""


def runner_layer(home: str | None = None) -> Layer:
    """Links to the runner's own torch and test tooling, and everything they need (by their metadata)."""
    dists = _closure(LAYER_ROOTS)
    packages = {canonicalize_name(d.metadata["Name"]): d.version for d in dists}
    where = sorted({os.path.realpath(str(d.locate_file(""))) for d in dists})
    layer_id = _digest(sys.executable, sorted(packages.items()), where)
    path = os.path.join(envs_dir(home), "_layers", f"runner-{layer_id}")
    if not os.path.isfile(os.path.join(path, MARKER)):
        # per thread too: the cause search's first candidate may build it beside the reproduction run
        tmp = f"{path}.tmp-{os.getpid()}-{threading.get_ident()}"
        shutil.rmtree(tmp, ignore_errors=True)
        os.makedirs(tmp)
        for d in dists:
            base = str(d.locate_file(""))
            for top in sorted({str(f).split("/")[0] for f in d.files or [] if not str(f).startswith("..")}):
                src = os.path.join(base, top)
                if top and os.path.exists(src) and not os.path.lexists(os.path.join(tmp, top)) \
                        and not top.endswith(".pth") and top != "__pycache__":
                    os.symlink(src, os.path.join(tmp, top))
        with open(os.path.join(tmp, MARKER), "w") as f:
            json.dump({"packages": packages, "targets": where}, f)
        _make_readable(tmp)
        try:
            os.rename(tmp, path)
        except OSError:          # another process made it first
            shutil.rmtree(tmp, ignore_errors=True)
    return Layer(path, where, packages, packages.get("torch", ""))


def _closure(roots) -> list[md.Distribution]:
    seen: dict[str, md.Distribution] = {}
    todo = list(roots)
    while todo:
        name = canonicalize_name(todo.pop())
        if name in seen:
            continue
        try:
            dist = md.distribution(name)
        except md.PackageNotFoundError:
            continue
        seen[name] = dist
        for line in dist.requires or []:
            try:
                req = Requirement(line)
            except InvalidRequirement:
                continue
            if req.marker is None or req.marker.evaluate({"extra": ""}):
                todo.append(req.name)
    return list(seen.values())


# --------------------------------------------------------------------------- building
def prepare(repo_dir: str, versions: dict[str, str] | None = None, home: str | None = None,
            limits: EnvLimits | None = None, python: str = sys.executable) -> Environment:
    """The environment for `repo_dir` (built, or reused from the cache). Never raises for a bad repository:
    what could not be installed is in `failed`, an environment that could not be built at all in `error`."""
    start = time.monotonic()
    limits = limits or EnvLimits()
    declared = declared_requirements(repo_dir)
    env = Environment(python=python, sources=declared.sources, skipped=list(declared.skipped))
    versions = dict(versions or {})
    from .framework import framework_layer
    runner = runner_layer(home)
    other, framework_note = framework_layer(versions.get("torch"), runner.torch, home)
    layers = [other, runner] if other else [runner]     # the reported torch first: it shadows the runner's
    env.framework = {"torch": layers[0].torch, "from": "installed" if other else "runner",
                     "runner": runner.torch, "reported": versions.get("torch") or "",
                     "declared": declared.framework.get("torch", "")}
    if framework_note:
        env.notes.append(framework_note)
    if any(n != "torch" for n in declared.framework):
        env.notes.append(f"declared {', '.join(sorted(n for n in declared.framework if n != 'torch'))}: the "
                         f"runner provides torch {layers[0].torch} only")
    pins = reported_pins(versions, declared)
    env.requirements = _apply_pins(declared.requirements, pins)
    if not other and all(_provided(r, runner.packages) for r in env.requirements):
        # nothing declared beyond what the runner has (torch, numpy ...): its own interpreter, as before
        env.resolved = [f"{canonicalize_name(Requirement(r).name)}=={runner.packages[canonicalize_name(Requirement(r).name)]}"
                        for r in env.requirements]
        env.seconds = round(time.monotonic() - start, 3)
        return env
    root = envs_dir(home)
    os.makedirs(root, exist_ok=True)
    pyver = python_version(python)
    layer_paths = [la.path for la in layers]
    declared_key = _digest("declared", pyver, sorted(env.requirements), layer_paths)
    index_file = os.path.join(root, "by-declared", declared_key)
    try:
        with _install_lock(root):
            cached = _from_index(index_file, root, env)
            if cached:
                env.cached = True
            else:
                _build(env, root, pyver, layer_paths, limits, python, index_file)
    except OSError as exc:
        env.error = f"the environment folder could not be prepared: {exc}"
    if env.path and not env.error:
        env.python = os.path.join(env.path, "bin", "python")
        env.read_paths = sorted({env.path, *layer_paths, *(t for la in layers for t in la.targets)})
    env.seconds = round(time.monotonic() - start, 3)
    return env


def ran_versions(deps: dict, names, home: str | None = None) -> dict[str, str]:
    """Which version of each named package a test run in this environment (an Environment's dict, as in
    RunResult.deps) imports: torch from its framework layer, another package from what the environment
    installed, else the runner's own copy (its layer, or its interpreter when nothing was installed)."""
    resolved = _resolved_versions(deps)
    framework = deps.get("framework") or {}
    out: dict[str, str] = {}
    runner: dict[str, str] | None = None
    for name in names:
        n = canonicalize_name(name)
        if n == "torch" and framework.get("torch"):
            out[n] = framework["torch"]
        elif n in resolved:
            out[n] = resolved[n]
        else:
            runner = runner if runner is not None else runner_layer(home).packages
            if n in runner:
                out[n] = runner[n]
    return out


def _resolved_versions(deps: dict) -> dict[str, str]:
    """{canonical name: version} of an environment's resolved `name==version` lines."""
    out = {}
    for line in deps.get("resolved") or []:
        name, sep, version = line.partition("==")
        if sep:
            out[canonicalize_name(name)] = version.strip()
    return out


def reported_versions_ran(deps: dict, versions: dict[str, str]) -> dict[str, str]:
    """The versions the report states that this environment ran (a torch installed into its own layer, exact
    pins from the report that were installed): {} when it ran the runner's defaults."""
    if not deps or deps.get("error"):
        return {}
    out = {}
    framework = deps.get("framework") or {}
    if framework.get("from") == "installed" and framework.get("torch"):
        out["torch"] = framework["torch"]
    installed = _resolved_versions(deps)
    pinned = {}
    for r in deps.get("requirements") or []:
        if _valid(r):
            req = Requirement(r)
            pinned[canonicalize_name(req.name)] = str(req.specifier)
    for name, version in (versions or {}).items():
        n = canonicalize_name(name)
        if n != "torch" and pinned.get(n) == f"=={version}" and installed.get(n) == version:
            out[n] = version
    return out


def _provided(requirement: str, packages: dict[str, str]) -> bool:
    """Is `requirement` met by the runner's layer as it is (same name, a version the specifier admits)?"""
    req = Requirement(requirement)
    version = packages.get(canonicalize_name(req.name))
    return bool(version) and not req.extras and req.specifier.contains(version, prereleases=True)


def reported_pins(versions: dict[str, str], declared: Declared) -> dict[str, str]:
    """Versions the report states for packages the environment installs (numpy 1.26.4 ...): exact pins."""
    pins = {}
    for name, version in versions.items():
        n = canonicalize_name(name)
        if n in FRAMEWORK or n in ("python", "cuda", "cudnn") or not re.fullmatch(r"\d+(\.\d+)+", version or ""):
            continue
        if n == "numpy" or any(canonicalize_name(Requirement(r).name) == n for r in declared.requirements):
            pins[n] = version
    return pins


def _apply_pins(requirements: list[str], pins: dict[str, str]) -> list[str]:
    out, done = [], set()
    for r in requirements:
        req = Requirement(r)
        n = canonicalize_name(req.name)
        if n in pins:
            extras = f"[{','.join(sorted(req.extras))}]" if req.extras else ""
            out.append(f"{req.name}{extras}=={pins[n]}")
            done.add(n)
        else:
            out.append(r)
    out += [f"{n}=={v}" for n, v in pins.items() if n not in done]
    return out


def _from_index(index_file: str, root: str, env: Environment) -> bool:
    try:
        with open(index_file) as f:
            key = f.read().strip()
        with open(os.path.join(root, key, MARKER)) as f:
            record = json.load(f)
    except (OSError, ValueError):
        return False
    env.key, env.path = key, os.path.join(root, key)
    env.resolved = record.get("resolved", [])
    env.failed.update(record.get("failed", {}))
    return True


def _build(env: Environment, root: str, pyver: str, layer_paths: list[str], limits: EnvLimits, python: str,
           index_file: str) -> None:
    work = os.path.join(root, f".build-{os.getpid()}-{threading.get_ident()}-{int(time.time() * 1000)}")
    os.makedirs(work)
    cache = os.path.join(root, ".uv-cache")
    os.makedirs(cache, exist_ok=True)
    try:
        requirements = list(env.requirements)
        resolved: list[str] | None = None
        for _ in range(MAX_RETRIES + 1):
            resolved, culprit, reason = _resolve(requirements, work, root, python, pyver, limits)
            if resolved is not None:
                break
            if culprit is None:
                env.error = f"could not resolve {', '.join(requirements[:6])} ({reason})"
                return
            env.failed[culprit] = reason
            requirements = [r for r in requirements if r != culprit]
        if resolved is None:
            env.error = f"could not resolve the requirements ({'; '.join(env.failed.values())})"
            return
        env.resolved = resolved
        key = _digest("env", pyver, sorted(resolved), layer_paths)
        target = os.path.join(root, key)
        if not os.path.isfile(os.path.join(target, MARKER)):
            venv = os.path.join(work, "venv")
            ok, reason = _install(resolved, venv, work, root, python, limits)
            if not ok:
                culprit = _culprit(reason, resolved) or ", ".join(resolved[:6])
                env.failed[culprit] = reason
                env.error = f"could not install {culprit} ({reason})"
                return
            size_mb = _size_mb(venv)
            if size_mb > limits.max_mb:
                env.error = f"could not install {', '.join(resolved[:6])} (the environment takes {size_mb:.0f} " \
                            f"MB, over the {limits.max_mb} MB limit)"
                return
            site = site_packages(venv)
            with open(os.path.join(site, PTH_NAME), "w") as f:
                f.write("".join(p + "\n" for p in layer_paths))
            with open(os.path.join(venv, MARKER), "w") as f:
                json.dump({"resolved": resolved, "failed": env.failed, "python": pyver, "layers": layer_paths,
                           "size_mb": round(size_mb, 1), "built": time.time()}, f)
            shutil.rmtree(target, ignore_errors=True)
            os.rename(venv, target)
            _seal(target)
        env.key, env.path = key, target
        os.makedirs(os.path.dirname(index_file), exist_ok=True)
        with open(index_file + ".tmp", "w") as f:
            f.write(key)
        os.replace(index_file + ".tmp", index_file)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _resolve(requirements: list[str], work: str, root: str, python: str, pyver: str,
             limits: EnvLimits) -> tuple[list[str] | None, str | None, str]:
    """(name==version lines, None, "") or (None, the requirement to blame or None, the reason)."""
    if not requirements:
        return [], None, ""
    req_file = os.path.join(work, "requirements.in")
    excludes = os.path.join(work, "excludes.txt")
    out_file = os.path.join(work, "resolved.txt")
    with open(req_file, "w") as f:
        f.write("\n".join(requirements) + "\n")
    with open(excludes, "w") as f:
        f.write("\n".join(sorted(FRAMEWORK)) + "\n")
    result = _uv(["pip", "compile", req_file, "--python", python, "--python-version", pyver, "--excludes", excludes,
                  "--no-header", "--no-annotate", "-q", "-o", out_file], work, root, limits)
    if result.outcome != "passed":
        reason = _reason(result)
        return None, _culprit(result.output_tail, requirements), reason
    lines = [ln.strip() for ln in open(out_file) if ln.strip() and not ln.lstrip().startswith("#")]
    return lines, None, ""


def _install(resolved: list[str], venv: str, work: str, root: str, python: str,
             limits: EnvLimits) -> tuple[bool, str]:
    made = _uv(["venv", venv, "--python", python, "-q"], work, root, limits)
    if made.outcome != "passed":
        return False, _reason(made)
    if not resolved:
        return True, ""
    lock = os.path.join(work, "resolved.txt")
    with open(lock, "w") as f:
        f.write("\n".join(resolved) + "\n")
    synced = _uv(["pip", "sync", lock, "--python", os.path.join(venv, "bin", "python"), "-q",
                  "--link-mode", "copy"], work, root, limits)
    return (True, "") if synced.outcome == "passed" else (False, _reason(synced))


def _uv(args: list[str], work: str, root: str, limits: EnvLimits) -> RunResult:
    """One uv command in the install sandbox (network on: it needs the index)."""
    from uv import find_uv_bin
    uv = os.path.realpath(find_uv_bin())
    env = {"UV_CACHE_DIR": os.path.join(root, ".uv-cache"), "UV_PYTHON_DOWNLOADS": "never", "UV_NO_CONFIG": "1",
           "UV_NO_PROGRESS": "1", "UV_LINK_MODE": "copy", "NO_COLOR": "1"}
    return sandboxed_install([uv, *args], work, root, limits, env, [os.path.dirname(uv)])


def sandboxed_install(cmd: list[str], work: str, root: str, limits: EnvLimits, extra_env: dict[str, str],
                      needed: list[str] | None = None) -> RunResult:
    """Run an installer in the install sandbox: the local sandbox's isolation with no network of its own but a
    way to the package index (runner.index_proxy), `root` (the envs folder) the only writable place, the install
    uid, the time limit, a per-file size limit. `result.environment["network"]` says which hosts were allowed,
    reached and refused; a refusal is also the first warning (`index_proxy.REFUSED_PREFIX`)."""
    from .local import _execute, _isolation, _private_ancestor, interpreter_paths, wrap_command
    run_limits = RunLimits(timeout_s=limits.timeout_s, memory_mb=limits.memory_mb, max_processes=256,
                           cpu_threads=2, file_size_mb=limits.file_size_mb, max_output_bytes=200_000)
    conf = confine.build(run_limits, memory_rlimit=False)     # installers map large address ranges
    conf.uid = INSTALL_UID if os.geteuid() == 0 else None
    isolation = _isolation()
    paths = sorted({*interpreter_paths(sys.executable), *(needed or []), root})
    if conf.uid is not None and isolation == "bwrap" and not shutil.which("setpriv"):
        conf.uid = None
    if conf.uid is not None and isolation != "bwrap" and any(map(_private_ancestor, paths)):
        conf.uid = None      # only bwrap can bind a private interpreter back for the install uid
    conf.setuid_at_spawn = isolation != "bwrap"
    if conf.uid is not None:
        _give(root, work, conf.uid)
    env = {k: os.environ[k] for k in INSTALL_ENV_ALLOW if k in os.environ}
    env.setdefault("PATH", "/usr/local/bin:/usr/bin:/bin")
    env.update({"HOME": "/tmp", **extra_env})
    hosts = index_proxy.allowed_hosts()
    with index_proxy.IndexProxy(hosts) as proxy:
        proxy.give_to(conf.uid)
        # the forwarder sets HTTP(S)_PROXY to itself inside; the sandbox has no network but its loopback
        inner = index_proxy.forwarder_command(proxy.socket_path, cmd)
        wrapped = wrap_command(inner, root, isolation, needed=[*paths, proxy.folder], uid=conf.uid, chdir=work,
                               network=False, tmpfs_mb=2048)
        result = _execute(wrapped, work, env, run_limits, conf)
    result.sandbox = isolation
    result.environment = {"network": {"allowed": index_proxy.describe(hosts), "reached": list(proxy.reached),
                                      "refused": list(proxy.refused)}}
    if proxy.refused:
        result.warnings.insert(0, f"{index_proxy.REFUSED_PREFIX} the install tried to reach "
                                  f"{', '.join(proxy.refused)}, which is not the package index (installs may reach "
                                  f"only {index_proxy.describe(hosts)})")
    if isolation == "subprocess":
        result.warnings.append("INSTALL NETWORK OPEN: neither bubblewrap nor `unshare -n` works here, so the install "
                               "ran with the host's network: uv and pip went through the index allow-list, but a "
                               "build step that connects directly is not stopped")
    return result


NO_ROUTE = re.compile(r"Network is unreachable|Temporary failure in name resolution|Name or service not known|"
                      r"No address associated with hostname|Connection refused|nodename nor servname")


def _reason(result: RunResult) -> str:
    if result.limit_hit:
        return result.warnings[0] if result.warnings else result.limit_hit
    lines = [ln.strip(" ×╰─▶│") for ln in result.output_tail.splitlines() if ln.strip(" ×╰─▶│")]
    useful = [re.sub(r"^(error|cause|caused by):\s*", "", ln, flags=re.I) for ln in lines
              if not ln.startswith(("hint:", "help:", "warning:"))]
    text = " ".join(u for u in useful[-4:] if u)[:400] or f"uv exited with {result.returncode}"
    refused = next((w for w in result.warnings if w.startswith(index_proxy.REFUSED_PREFIX)), "")
    if refused:
        return f"{refused[len(index_proxy.REFUSED_PREFIX):].strip()}: refused; {text}"
    if result.sandbox in ("bwrap", "unshare") and NO_ROUTE.search(result.output_tail):
        allowed = (result.environment.get("network") or {}).get("allowed", "the package index")
        return f"a build step tried to reach the network directly (installs may reach only {allowed}): {text}"
    return text


def _culprit(output: str, requirements: list[str]) -> str | None:
    """The requirement uv's message blames: `you require X`, `Failed to build X`, `X was not found`."""
    names = {canonicalize_name(Requirement(r).name): r for r in requirements if _valid(r)}
    pats = [r"Failed to (?:build|download|prepare distributions for)\s+`?([A-Za-z0-9_.\-]+)",
            r"(?:you require|because)\s+([A-Za-z0-9_.\-]+)", r"\b([A-Za-z0-9_.\-]+) was not found",
            r"no (?:matching )?versions? of\s+([A-Za-z0-9_.\-]+)"]
    for pat in pats:
        for m in re.finditer(pat, output, re.I):
            name = canonicalize_name(re.split(r"[=<>!~\[]", m.group(1))[0])
            if name in names:
                return names[name]
    return None


def _valid(r: str) -> bool:
    try:
        Requirement(r)
        return True
    except InvalidRequirement:
        return False


@contextlib.contextmanager
def _install_lock(root: str):
    with open(os.path.join(root, ".install.lock"), "a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def site_packages(venv: str) -> str:
    found = [os.path.join(venv, "lib", d, "site-packages") for d in os.listdir(os.path.join(venv, "lib"))
             if d.startswith("python")]
    return found[0]


def _size_mb(path: str) -> float:
    total = 0
    for base, _dirs, files in os.walk(path):
        for name in files:
            try:
                total += os.lstat(os.path.join(base, name)).st_size
            except OSError:
                pass
    return total / 2**20


def _give(root: str, work: str, uid: int) -> None:
    """The install uid owns the uv cache and this build's folder (never a finished environment)."""
    cache = os.path.join(root, ".uv-cache")
    os.makedirs(cache, exist_ok=True)
    if os.stat(cache).st_uid != uid:
        confine.give_to(cache, uid)
    confine.give_to(work, uid)
    os.chmod(root, 0o755)


def _seal(path: str) -> None:
    """A finished environment: owned by us, read-only for everyone (installs of other repositories, tests)."""
    for base, dirs, files in os.walk(path):
        for name in dirs + files:
            p = os.path.join(base, name)
            if os.geteuid() == 0:
                os.lchown(p, 0, 0)
            if not os.path.islink(p):
                mode = os.lstat(p).st_mode
                os.chmod(p, (mode | stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH) & ~0o222)
    if os.geteuid() == 0:
        os.lchown(path, 0, 0)
    os.chmod(path, 0o555)


def _make_readable(path: str) -> None:
    os.chmod(path, 0o755)
    for base, _dirs, files in os.walk(path):
        for name in files:
            os.chmod(os.path.join(base, name), 0o644)


def install_failure(env: Environment) -> RunResult:
    """The run that did not happen: the environment could not be built."""
    return RunResult(outcome="error", sandbox="none", limit_hit="install", deps=env.to_dict(),
                     output_tail=f"[repgen] {env.error}\n", warnings=[env.error])
