"""The web process: receive GitHub webhooks, verify, de-duplicate, route, enqueue, answer 202.

Order matters (PR-Agent's flaw was the reverse): the raw body's HMAC is checked before a byte of it is parsed,
and there is no "no secret" mode — `create_app` refuses to build without one. Before the HMAC, what costs
nothing is checked first: a delivery without a sha256 signature header is refused before its body is read, a
`Content-Length` over GitHub's 25 MB cap is refused unread, and a body sent without one (chunked) is read only
up to the cap: a large unsigned POST cannot make the process hold more than `MAX_BODY` bytes of it.
"""
from __future__ import annotations

import json
import logging
import time
from contextlib import asynccontextmanager

from arq.connections import ArqRedis
from arq.constants import job_key_prefix, result_key_prefix
from arq.jobs import serialize_job
from arq.utils import timestamp_ms
from githubkit.webhooks import verify
from redis.asyncio import ConnectionPool
from redis.exceptions import RedisError
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Route

from bot.app import metrics
from bot.app.logs import event as log_event
from bot.app.logs import log_context
from bot.app.routing import route
from bot.settings import Settings

log = logging.getLogger("repgen.web")

QUEUE = "repgen"
DELIVERY_KEY = "repgen:delivery:{id}"
DELIVERY_TTL_S = 3 * 86400          # GitHub keeps deliveries for redelivery about this long
MAX_BODY = 25 * 1024 * 1024         # GitHub caps payloads at 25 MB


def parse_payload(event: str, body: bytes) -> dict:
    """The payload as a plain dict, on purpose not githubkit's models: those have rejected real payloads
    before (a missing field fails the whole delivery), and validating one costs ~15 ms of CPU on the event
    loop, which caps a web process at a few dozen deliveries a second. Routing reads a handful of keys."""
    data = json.loads(body)
    if not isinstance(data, dict):
        raise ValueError("payload is not a JSON object")
    return data


class TooLarge(Exception):
    pass


async def read_body(request: Request, limit: int = MAX_BODY) -> bytes:
    """The body, refused (TooLarge) by its declared length before a byte is read, or as soon as more than
    `limit` bytes have arrived."""
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > limit):
        raise TooLarge(declared)
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            raise TooLarge(f">{limit}")
    return bytes(body)


# The delivery's de-duplication key and its jobs in one round trip (arq's enqueue_job takes three per job, plus
# one for the key: the web process spent most of its time on them). The jobs are written as enqueue_job writes
# them: arq's keys, arq's serialised job, its expiry, queued now; a job whose id exists or has a result is
# skipped, as there. Atomic, so a delivery is never acknowledged without its jobs.
#   KEYS: delivery key, queue, then (job key, result key) per job;  ARGV: delivery TTL, now (ms), expiry (ms),
#   then (job id, serialised job) per job.   Returns -1 for a duplicate delivery, else the ids queued.
_ACCEPT = """
if not redis.call('set', KEYS[1], '1', 'NX', 'EX', ARGV[1]) then return -1 end
local queued = {}
for i = 0, (#KEYS - 2) / 2 - 1 do
  if redis.call('exists', KEYS[3 + 2 * i], KEYS[4 + 2 * i]) == 0 then
    redis.call('psetex', KEYS[3 + 2 * i], ARGV[3], ARGV[5 + 2 * i])
    redis.call('zadd', KEYS[2], ARGV[2], ARGV[4 + 2 * i])
    table.insert(queued, ARGV[4 + 2 * i])
  end
end
return queued
"""


async def accept(redis: ArqRedis, delivery_key: str, jobs: list) -> list[str] | None:
    """Mark the delivery seen and queue its jobs; None when it was seen before, else the job ids queued."""
    now = timestamp_ms()
    keys, args = [delivery_key, QUEUE], [DELIVERY_TTL_S, now, redis.expires_extra_ms]
    for job in jobs:
        keys += [job_key_prefix + job.job_id, result_key_prefix + job.job_id]
        args += [job.job_id, serialize_job(job.function, (), job.kwargs, None, now, serializer=redis.job_serializer)]
    result = await redis.register_script(_ACCEPT)(keys=keys, args=args)     # EVALSHA, loaded once
    if result == -1:
        return None
    return [j.decode() if isinstance(j, bytes) else j for j in result]


def connect_redis(url: str) -> ArqRedis:
    """A lazy client: nothing is dialled until first use, so the app starts (and /healthz answers)
    while Redis is down; /readyz reports it."""
    return ArqRedis(connection_pool=ConnectionPool.from_url(url), default_queue_name=QUEUE)


def create_app(settings: Settings, redis: ArqRedis | None = None) -> Starlette:
    if not settings.webhook_secret:
        raise ValueError("REPGEN_WEBHOOK_SECRET is not set: refusing to accept unsigned webhooks")
    secret = settings.webhook_secret
    state: dict = {"redis": redis}

    @asynccontextmanager
    async def lifespan(app: Starlette):
        owned = state["redis"] is None
        if owned:
            state["redis"] = connect_redis(settings.redis_url)
        try:
            yield
        finally:
            if owned:
                await state["redis"].aclose()
                state["redis"] = None

    async def webhooks(request: Request) -> Response:
        started = time.perf_counter()
        event = request.headers.get("x-github-event", "")
        delivery = request.headers.get("x-github-delivery", "")
        signature = request.headers.get("x-hub-signature-256", "")
        with log_context(delivery=delivery, event_name=event):
            # only sha256 signatures: verify() would also accept sha1 if handed one
            if not signature.startswith("sha256="):
                metrics.WEBHOOKS_REFUSED.labels("bad_signature").inc()
                log_event(log, "refused: no sha256 signature")
                return JSONResponse({"error": "bad signature"}, 401, headers={"connection": "close"})
            try:
                body = await read_body(request)
            except TooLarge:
                metrics.WEBHOOKS_REFUSED.labels("too_large").inc()
                log_event(log, "refused: payload too large")
                return JSONResponse({"error": "payload too large"}, 413, headers={"connection": "close"})
            if not verify(secret, body, signature):
                metrics.WEBHOOKS_REFUSED.labels("bad_signature").inc()
                log_event(log, "refused: bad signature")
                return JSONResponse({"error": "bad signature"}, 401)
            if not event or not delivery:
                metrics.WEBHOOKS_REFUSED.labels("bad_headers").inc()
                return JSONResponse({"error": "missing X-GitHub-Event or X-GitHub-Delivery"}, 400)
            metrics.WEBHOOKS_RECEIVED.labels(event).inc()
            try:
                payload = parse_payload(event, body)
            except ValueError:
                metrics.WEBHOOKS_REFUSED.labels("bad_json").inc()
                return JSONResponse({"error": "body is not JSON"}, 400)

            try:   # pure and cheap: a payload of an unexpected shape is refused before Redis is touched
                decision = route(event, payload, delivery, settings.bot_login)
            except (KeyError, TypeError, ValueError, AttributeError) as exc:
                metrics.WEBHOOKS_REFUSED.labels("bad_payload").inc()
                log_event(log, "refused: unexpected payload shape", error=repr(exc)[:200])
                return JSONResponse({"error": "unexpected payload shape"}, 400)

            redis: ArqRedis = state["redis"]
            try:
                queued = await accept(redis, DELIVERY_KEY.format(id=delivery), decision.jobs)
                if queued is None:
                    metrics.WEBHOOKS_REFUSED.labels("duplicate").inc()
                    log_event(log, "duplicate delivery ignored")
                    return JSONResponse({"status": "duplicate"}, 200)
                for job in decision.jobs:
                    if job.job_id in queued:
                        metrics.JOBS_QUEUED.labels(job.function).inc()
            except RedisError as exc:
                metrics.WEBHOOKS_REFUSED.labels("redis_unavailable").inc()
                log_event(log, "redis unavailable", error=str(exc)[:200])
                return JSONResponse({"error": "queue unavailable, redeliver later"}, 503)
            if decision.ignored:
                metrics.WEBHOOKS_REFUSED.labels("ignored").inc()
            log_event(log, "webhook accepted", queued=queued, ignored=decision.ignored)
            metrics.ACK_SECONDS.observe(time.perf_counter() - started)
            return JSONResponse({"status": "accepted", "jobs": queued, "ignored": decision.ignored}, 202)

    async def healthz(request: Request) -> Response:
        return PlainTextResponse("ok")

    async def readyz(request: Request) -> Response:
        try:
            await state["redis"].ping()
        except Exception as exc:  # noqa: BLE001 - any failure means not ready
            return JSONResponse({"ready": False, "redis": str(exc)[:200]}, 503)
        return JSONResponse({"ready": True})

    async def metrics_view(request: Request) -> Response:
        body, content_type = metrics.render()
        return Response(body, media_type=content_type)

    return Starlette(routes=[
        Route("/webhooks", webhooks, methods=["POST"]),
        Route("/healthz", healthz, methods=["GET"]),
        Route("/readyz", readyz, methods=["GET"]),
        Route("/metrics", metrics_view, methods=["GET"]),
    ], lifespan=lifespan)
