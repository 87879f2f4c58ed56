"""Starlette app implementing `POST /v1/messages` by replaying a scripted conversation.

A script is a list of steps, served one per request in order. A step is a `Step` or a callable
`(request_body) -> Step`, so a test can answer from what the client actually sent (e.g. echo the
tool_use id the client must answer). Steps can be normal messages (text and tool_use blocks, a
stop_reason and usage incl. cache fields), HTTP errors (429/500/529 ...) or raw, malformed bodies.
The server runs uvicorn on 127.0.0.1 on a free port in a thread; point the SDK at it with
ANTHROPIC_BASE_URL (or base_url).
"""
from __future__ import annotations

import itertools
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

_ids = itertools.count(1)

ERROR_TYPES = {400: "invalid_request_error", 401: "authentication_error", 429: "rate_limit_error",
               500: "api_error", 503: "api_error", 529: "overloaded_error"}


@dataclass
class Step:
    status: int = 200
    body: dict | None = None          # JSON body, or None when `raw_body` is served
    raw_body: str | None = None
    headers: dict[str, str] = field(default_factory=dict)


def text(t: str) -> dict:
    return {"type": "text", "text": t}


def tool_use(name: str, input: dict, id: str | None = None) -> dict:
    return {"type": "tool_use", "id": id or f"toolu_{next(_ids):04d}", "name": name, "input": input}


def message(*blocks: dict, stop_reason: str | None = None, input_tokens: int = 100,
            output_tokens: int = 50, cache_creation_input_tokens: int = 0,
            cache_read_input_tokens: int = 0, model: str = "claude-fake") -> Step:
    if stop_reason is None:
        stop_reason = "tool_use" if any(b["type"] == "tool_use" for b in blocks) else "end_turn"
    return Step(body={
        "id": f"msg_{next(_ids):04d}", "type": "message", "role": "assistant", "model": model,
        "content": list(blocks), "stop_reason": stop_reason, "stop_sequence": None,
        "usage": {"input_tokens": input_tokens, "output_tokens": output_tokens,
                  "cache_creation_input_tokens": cache_creation_input_tokens,
                  "cache_read_input_tokens": cache_read_input_tokens}})


def error(status: int, msg: str = "injected error", retry_after_ms: int = 5) -> Step:
    # retry-after-ms keeps the SDK's backoff short in tests; the SDK honours it
    return Step(status=status, headers={"retry-after-ms": str(retry_after_ms)}, body={
        "type": "error", "error": {"type": ERROR_TYPES.get(status, "api_error"), "message": msg}})


def raw(body: str, status: int = 200, content_type: str = "application/json") -> Step:
    return Step(status=status, raw_body=body, headers={"content-type": content_type})


ScriptItem = Step | Callable[[dict], Step]


class FakeAnthropic:
    """Context manager: `with FakeAnthropic(script) as fake: ... fake.url, fake.requests`."""

    def __init__(self, script: list[ScriptItem]):
        self.script = list(script)
        self.requests: list[dict] = []        # JSON bodies the client sent, in order
        self.headers: list[dict[str, str]] = []
        self._lock = threading.Lock()
        self.app = Starlette(routes=[Route("/v1/messages", self._messages, methods=["POST"])])
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None

    async def _messages(self, request: Request) -> Response:
        body = await request.json()
        with self._lock:
            self.requests.append(body)
            self.headers.append(dict(request.headers))
            item = self.script.pop(0) if self.script else None
        if item is None:
            # a loud, non-retryable failure: the test scripted too few turns
            return JSONResponse({"type": "error", "error": {"type": "invalid_request_error",
                                 "message": "fake script exhausted"}}, status_code=400,
                                headers={"x-should-retry": "false"})
        step = item(body) if callable(item) else item
        if step.raw_body is not None:
            return Response(step.raw_body, status_code=step.status, headers=step.headers)
        return JSONResponse(step.body, status_code=step.status, headers=step.headers)

    @property
    def remaining(self) -> int:
        return len(self.script)

    def start(self) -> FakeAnthropic:
        config = uvicorn.Config(self.app, host="127.0.0.1", port=self.port, log_level="warning",
                                lifespan="off")
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, daemon=True)
        self._thread.start()
        deadline = time.monotonic() + 10
        while not self._server.started:
            if time.monotonic() > deadline:
                raise RuntimeError("fake Anthropic server did not start")
            time.sleep(0.01)
        return self

    def stop(self) -> None:
        if self._server:
            self._server.should_exit = True
        if self._thread:
            self._thread.join(timeout=5)

    def __enter__(self) -> FakeAnthropic:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def tool_results(body: dict) -> list[dict]:
    """The tool_result blocks of the last user message of a request body."""
    last = body["messages"][-1]
    content = last["content"] if isinstance(last["content"], list) else []
    return [b for b in content if b.get("type") == "tool_result"]
