"""Per-repository configuration, `.github/repgen.yml` on the default branch.

Invalid files never stop the bot: the valid keys are kept, defaults fill the rest, and the errors are
returned so the bot can tell the maintainers once, in a comment.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime

import yaml

CONFIG_PATH = ".github/repgen.yml"
PERMISSIONS = ("read", "triage", "write", "maintain", "admin")
FIX_MODES = ("test", "suggest")         # what `/repgen pr` commits: the test alone, or the test and the repair


@dataclass
class RepoConfig:
    auto: bool = True                       # reproduce new deep-learning bug issues without being asked
    labels: list[str] = field(default_factory=list)   # labelling an issue with one of these triggers a run
    min_permission: str = "write"           # least role that may use /repgen commands
    pool: str | None = None                 # runner pool; None means the deployment's default
    max_attempts: int = 3
    daily_runs: int = 20                    # automatic + commanded runs per repository per UTC day
    open_pr: bool = False                   # open the draft PR without waiting for `/repgen pr`
    fix: str = "test"                       # "suggest": the PR also carries the verified repair, as a second commit

    def to_dict(self) -> dict:
        return asdict(self)


def parse_config(text: str | None) -> tuple[RepoConfig, list[str]]:
    """The config in `text` (YAML) and a list of human-readable problems found in it."""
    cfg, errors = RepoConfig(), []
    if not text or not text.strip():
        return cfg, errors
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        return cfg, [f"`{CONFIG_PATH}` is not valid YAML: {str(exc).splitlines()[0]}"]
    if data is None:
        return cfg, errors
    if not isinstance(data, dict):
        return cfg, [f"`{CONFIG_PATH}` must be a mapping of keys to values"]

    def want(key: str, kind, check=None, hint: str = ""):
        if key not in data:
            return
        value = data[key]
        if kind is int and isinstance(value, bool) or not isinstance(value, kind) or \
                (check is not None and not check(value)):
            errors.append(f"`{key}`: {value!r} is not valid{hint}; using the default")
            return
        setattr(cfg, key, value)

    want("auto", bool, hint=" (true or false)")
    want("min_permission", str, lambda v: v in PERMISSIONS, f" (one of {', '.join(PERMISSIONS)})")
    want("pool", str, lambda v: bool(v.strip()), " (a runner pool name)")
    want("max_attempts", int, lambda v: 1 <= v <= 10, " (1 to 10)")
    want("daily_runs", int, lambda v: 0 <= v <= 1000, " (0 to 1000)")
    want("open_pr", bool, hint=" (true or false)")
    want("fix", str, lambda v: v in FIX_MODES, f" (one of {', '.join(FIX_MODES)})")
    if "labels" in data:
        labels = data["labels"]
        if isinstance(labels, str):
            labels = [labels]
        if isinstance(labels, list) and all(isinstance(x, str) for x in labels):
            cfg.labels = labels
        else:
            errors.append(f"`labels`: {data['labels']!r} is not a list of label names; using the default")
    for key in sorted(set(data) - set(asdict(cfg))):
        errors.append(f"`{key}` is not a known key (known: {', '.join(sorted(asdict(cfg)))})")
    return cfg, errors


async def load_config(repo_client, ref: str | None = None) -> tuple[RepoConfig, list[str]]:
    return parse_config(await repo_client.get_file(CONFIG_PATH, ref))


# KEYS[1] the day's count, KEYS[2] (optional) the job's mark; ARGV: limit, ttl. One step, so a worker killed
# between marking the job and counting it cannot leave a marked job that was never counted
_TAKE_RUN = """
if KEYS[2] and not redis.call('SET', KEYS[2], '1', 'NX', 'EX', ARGV[2]) then return 1 end
local used = redis.call('INCR', KEYS[1])
if used == 1 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
if used > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  if KEYS[2] then redis.call('DEL', KEYS[2]) end
  return 0
end
return 1
"""


async def take_daily_run(redis, full_name: str, limit: int, now: datetime | None = None,
                         once_key: str | None = None) -> bool:
    """Count one run against the repository's daily budget; False when the budget is spent. With `once_key`
    (a job's mark) the job is counted at most once: a retry of a counted job is let through uncounted."""
    day = (now or datetime.now(UTC)).strftime("%Y-%m-%d")
    keys = [f"repgen:budget:{full_name}:{day}", *([once_key] if once_key else [])]
    return bool(await redis.eval(_TAKE_RUN, len(keys), *keys, limit, 2 * 86400))
