"""The one retry policy for GitHub calls (and the jobs that make them).

Two places ask it the same question, "may this failure be retried, and after how long?":
- inside a call: githubkit's `auto_retry` hook (`RetryPolicy.github_retry`). Short waits are slept there, so one
  502 or one secondary rate limit does not restart a whole job;
- around a job: `bot.app.job_runtime.job` (`RetryPolicy.job_defer`). A wait longer than `call_wait_cap_s` (a
  primary rate limit that resets in 40 minutes) or a failure the call could not absorb goes back to the queue
  through arq's `Retry(defer=...)`, so no worker slot sleeps through it.

What GitHub asks for is honoured (docs.github.com, "Rate limits for the REST API"): `Retry-After` when present;
else `x-ratelimit-reset` when `x-ratelimit-remaining` is 0; else, for a 429 or a 403 that says "secondary rate
limit", at least a minute. githubkit raises `SecondaryRateLimitExceeded` / `PrimaryRateLimitExceeded` only for the
first two; the policy reads the response itself so the three cases are one. A plain 403 (no permission) is final.

5xx and network errors are retried inside a call only when repeating the request cannot do something twice
(GET, HEAD, PATCH; and the POSTs GitHub makes idempotent: reactions, installation tokens). A failed POST that
creates something goes back to the job, which looks before it writes again (the living comment is found by its
marker, a branch or pull request by its name).
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from datetime import timedelta

import httpx
from githubkit.exception import GitHubException, RequestError, RequestFailed, RequestTimeout
from githubkit.retry import RetryOption
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

RATE_LIMIT_DEFAULT_S = 60.0          # GitHub: "wait for at least one minute" when it names no time
SAFE_METHODS = frozenset({"GET", "HEAD", "PATCH"})
SAFE_POST_SUFFIXES = ("/access_tokens", "/reactions")


class GitHubPaused(GitHubException):
    """Calls of this installation wait: GitHub asked for a pause (a rate limit hit by any worker)."""

    def __init__(self, retry_after_s: float) -> None:
        super().__init__(f"GitHub asked to wait {retry_after_s:.1f} s")
        self.retry_after_s = retry_after_s


def rate_limit_wait(response: httpx.Response, now: float | None = None) -> float | None:
    """Seconds GitHub asks a client to wait before the next request, or None when the response is no rate limit.
    The body is read only for a 403 without rate-limit headers (to tell a secondary limit from a refusal)."""
    if response.status_code not in (403, 429):
        return None
    headers = response.headers
    if "retry-after" in headers:
        try:
            return max(0.0, float(headers["retry-after"]))
        except ValueError:
            return RATE_LIMIT_DEFAULT_S
    if headers.get("x-ratelimit-remaining") == "0":
        try:
            return max(0.0, float(headers["x-ratelimit-reset"]) - (now or time.time())) + 1.0
        except (KeyError, ValueError):
            return RATE_LIMIT_DEFAULT_S
    if response.status_code == 429:
        return RATE_LIMIT_DEFAULT_S
    try:
        text = response.text
    except httpx.ResponseNotRead:
        return None
    return RATE_LIMIT_DEFAULT_S if "secondary rate limit" in text.lower() else None


def _origin(exc: BaseException) -> BaseException:
    """githubkit wraps what went wrong while sending (a transport error, our GitHubPaused) in RequestError."""
    if isinstance(exc, RequestError) and not isinstance(exc, (RequestFailed, RequestTimeout)):
        return exc.exc
    return exc


def github_wait(exc: BaseException) -> float | None:
    """The wait GitHub asked for with this failure (rate limit or pause), else None."""
    exc = _origin(exc)
    if isinstance(exc, GitHubPaused):
        return exc.retry_after_s
    if isinstance(exc, RequestFailed):
        return rate_limit_wait(exc.response.raw_response)
    return None


def refused_credentials(exc: BaseException) -> bool:
    return isinstance(exc, RequestFailed) and exc.response.status_code == 401


def is_transient(exc: BaseException) -> bool:
    """Worth retrying later: network trouble, GitHub 5xx or rate limits, Redis hiccups, and a token refused even
    after it was replaced (a token GitHub has just issued can be refused for a moment; an installation that is
    really gone fails when its token is minted, with a 404, which is final)."""
    if github_wait(exc) is not None:
        return True
    exc = _origin(exc)
    if isinstance(exc, RequestFailed):
        return exc.response.status_code >= 500 or refused_credentials(exc)
    return isinstance(exc, (RequestTimeout, httpx.TransportError, RedisConnectionError, RedisTimeoutError,
                            TimeoutError))


def _request_of(exc: BaseException) -> httpx.Request | None:
    for candidate in (exc, _origin(exc)):
        request = getattr(candidate, "request", None)
        if isinstance(request, httpx.Request):
            return request
    return None


def safe_to_repeat(request: httpx.Request | None) -> bool:
    if request is None:
        return False
    return request.method in SAFE_METHODS or (request.method == "POST" and
                                              request.url.path.endswith(SAFE_POST_SUFFIXES))


@dataclass(frozen=True)
class RetryPolicy:
    call_tries: int = 4                # attempts of one call (the first included)
    call_wait_cap_s: float = 60.0      # GitHub's waits up to this are slept in the call; longer ones requeue the job
    call_base_s: float = 1.0           # back-off of a call after a 5xx or a network error: 1, 2, 4 s
    job_base_s: float = 5.0            # back-off of a job: 5, 10, 20 ... s
    job_cap_s: float = 600.0
    jitter: float = 0.1                # up to +10 %: workers that waited together do not return together

    def _jittered(self, seconds: float) -> float:
        return seconds * (1 + random.uniform(0, self.jitter))

    def job_backoff_s(self, job_try: int) -> float:
        return min(self.job_cap_s, self.job_base_s * 2 ** max(0, job_try - 1))

    def call_delay(self, exc: BaseException, retry_count: int) -> float | None:
        """Seconds to wait before repeating the call, or None to give the failure to the caller."""
        if retry_count + 1 >= self.call_tries:
            return None
        wait = github_wait(exc)
        if wait is not None:
            return self._jittered(wait) if wait <= self.call_wait_cap_s else None
        # a refused token was already replaced once inside the call (bot.app.github.InstallationAuth)
        if is_transient(exc) and not refused_credentials(exc) and safe_to_repeat(_request_of(exc)):
            return self._jittered(self.call_base_s * 2 ** retry_count)
        return None

    def github_retry(self, exc: GitHubException, retry_count: int) -> RetryOption:
        """githubkit's `auto_retry` hook."""
        delay = self.call_delay(exc, retry_count)
        if delay is None:
            return RetryOption(False)
        # githubkit sleeps a minute when handed a zero (falsy) timedelta
        return RetryOption(True, timedelta(seconds=max(delay, 0.001)))

    def job_defer(self, exc: BaseException, job_try: int) -> float | None:
        """Seconds before the job runs again, or None when the failure is final."""
        if not is_transient(exc):
            return None
        wait = github_wait(exc)
        backoff = self.job_backoff_s(job_try)
        return self._jittered(wait if wait is not None else backoff)
