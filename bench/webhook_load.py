"""Webhook load: signed `issue_comment` deliveries at a fixed rate against `repgen serve` on loopback.

Open loop (a request leaves every 1/rate s whatever the answers), bounded (rate x seconds requests), only
127.0.0.1. Reports the ack latency (p50/p90/p99/max), the status codes, lost deliveries (sent ones that did
not end as a job in Redis: each delivery carries `/repgen reproduce`, so each must become one job), and the web
process's CPU per delivery.

`--busy N` runs N busy workers on the same machine while the load runs: each reproduces
examples/std_norm_nan with `repgen reproduce` in a loop (index, torch, the sandboxed test run: what a worker's
CPU goes to), started and warmed up before the clock starts, at `--busy-nice` (deploy/README.md runs workers
at nice 10 so that the web process answers GitHub first).

    .venv/bin/python bench/webhook_load.py --rate 200 --seconds 30
    .venv/bin/python bench/webhook_load.py --rate 200 --seconds 30 --busy 1 --busy-nice 0
    .venv/bin/python bench/webhook_load.py --rate 200 --seconds 30 --busy 1 --busy-nice 10
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import shlex
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from pathlib import Path

import httpx
import redis

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from fake_github import load_payload, sign_body  # noqa: E402

SECRET = "bench-secret"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux /proc), to tell a slow server from a busy machine."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def build_requests(port: int, total: int) -> list[tuple[str, bytes]]:
    """Every request, signed, built before the clock starts so the client spends its CPU on sending."""
    template = load_payload("issue_comment/created", comment="/repgen reproduce", sender="bench")
    out = []
    for i in range(total):
        delivery = str(uuid.uuid4())
        body = json.dumps({**template, "comment": {**template["comment"], "id": i + 1}}).encode()
        head = (f"POST /webhooks HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
                f"X-GitHub-Event: issue_comment\r\nX-GitHub-Delivery: {delivery}\r\n"
                f"X-Hub-Signature-256: {sign_body(SECRET, body)}\r\nContent-Length: {len(body)}\r\n\r\n")
        out.append((delivery, head.encode() + body))
    return out


async def fire(port: int, requests: list[tuple[str, bytes]], rate: float,
               max_connections: int = 256) -> tuple[list[float], Counter, float]:
    """Open loop over raw keep-alive HTTP/1.1 connections (a light client: the server is what is measured).
    Latency counts from the moment a request was due, so waiting for a free connection is included."""
    latencies: list[float] = []
    statuses: Counter = Counter()
    idle: list[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = []
    opened = 0

    async def connection(fresh: bool) -> tuple[asyncio.StreamReader, asyncio.StreamWriter, bool]:
        nonlocal opened
        while not idle and opened >= max_connections:
            await asyncio.sleep(0.001)
        if idle and not fresh:
            return (*idle.pop(), True)
        opened += 1
        return (*await asyncio.open_connection("127.0.0.1", port), False)

    async def one(due: float, raw: bytes) -> None:
        nonlocal opened
        for attempt in range(2):
            reader, writer, reused = await connection(fresh=attempt > 0)
            try:
                writer.write(raw)
                head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 30)
                length = int(next((line.split(b":", 1)[1] for line in head.split(b"\r\n")
                                   if line.lower().startswith(b"content-length:")), b"0"))
                await reader.readexactly(length)
            except (TimeoutError, OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError) as exc:
                opened -= 1
                writer.close()
                # the server closed an idle keep-alive connection before reading: what every HTTP client
                # (GitHub's included) does is send again on a fresh one
                if reused and isinstance(exc, asyncio.IncompleteReadError) and not exc.partial:
                    statuses["reconnect"] += 1
                    continue
                statuses[type(exc).__name__] += 1
                return
            latencies.append((time.perf_counter() - due) * 1000)
            statuses[int(head.split(b" ", 2)[1])] += 1
            idle.append((reader, writer))
            return

    start = time.perf_counter()
    tasks = []
    for i, (_, raw) in enumerate(requests):
        due = start + i / rate
        delay = due - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        tasks.append(asyncio.create_task(one(due, raw)))
    await asyncio.gather(*tasks)
    elapsed = time.perf_counter() - start
    for _, writer in idle:
        writer.close()
    return latencies, statuses, elapsed


def busy_workers(n: int, nice: int, out: str) -> list[subprocess.Popen]:
    """`n` loops of `repgen reproduce` on the demo case, each in its own process group, at `nice`."""
    case = ROOT / "examples" / "std_norm_nan"
    repgen = shlex.quote(str(Path(sys.executable).parent / "repgen"))
    procs = []
    for i in range(n):
        loop = (f"while true; do {repgen} reproduce --repo {shlex.quote(str(case / 'repo'))} "
                f"--issue {shlex.quote(str(case / 'issue.md'))} --out {shlex.quote(f'{out}/{i}')} "
                f"--generator offline >/dev/null 2>&1; done")
        procs.append(subprocess.Popen(["nice", "-n", str(nice), "bash", "-c", loop], cwd=ROOT,
                                      start_new_session=True, env={**os.environ, "REPGEN_HOME": f"{out}/home"}))
    return procs


def tree_cpu_seconds(pid: int) -> float:
    """CPU time of a process and everything under it now (finished children included once reaped)."""
    from runner.proctree import descendants
    total = 0.0
    for p in [pid, *descendants(pid)]:
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
            total += sum(int(f) for f in fields[11:15]) / os.sysconf("SC_CLK_TCK")
        except (OSError, IndexError, ValueError):
            pass
    return total


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rate", type=float, default=200.0)
    ap.add_argument("--seconds", type=float, default=30.0)
    ap.add_argument("--redis-db", type=int, default=14, help="an otherwise unused Redis database (flushed)")
    ap.add_argument("--busy", type=int, default=0, help="busy workers reproducing on the same machine meanwhile")
    ap.add_argument("--busy-nice", type=int, default=10, help="their nice value (deploy/README.md: 10)")
    ap.add_argument("--warm-up", type=float, default=20.0, help="seconds the busy workers run before the load")
    args = ap.parse_args(argv)
    if args.rate * args.seconds > 100_000:
        ap.error("bounded: at most 100000 requests")
    redis_url = f"redis://127.0.0.1:6379/{args.redis_db}"
    db = redis.Redis.from_url(redis_url)
    db.flushdb()
    port = free_port()
    env = {**os.environ, "REPGEN_WEBHOOK_SECRET": SECRET, "REPGEN_REDIS_URL": redis_url}
    server = subprocess.Popen([sys.executable, "-m", "bot.cli.main", "serve", "--host", "127.0.0.1", "--port", str(port),
                               "--log-level", "WARNING"], env=env, cwd=ROOT,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    busy: list[subprocess.Popen] = []
    scratch = tempfile.mkdtemp(prefix="repgen_busy_")
    try:
        if args.busy:
            busy = busy_workers(args.busy, args.busy_nice, scratch)
            time.sleep(args.warm_up)
        for _ in range(1200):       # `repgen` imports every sub-command: start-up can take a while
            try:
                if httpx.get(f"http://127.0.0.1:{port}/readyz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        else:
            print("server did not become ready", file=sys.stderr)
            return 1
        requests = build_requests(port, int(args.rate * args.seconds))
        deliveries = [d for d, _ in requests]
        cpu0 = cpu_seconds(server.pid)
        busy0 = sum(tree_cpu_seconds(b.pid) for b in busy)
        latencies, statuses, elapsed = asyncio.run(fire(port, requests, args.rate))
        busy_cpu = sum(tree_cpu_seconds(b.pid) for b in busy) - busy0
        jobs = {k.decode().removeprefix("arq:job:command:") for k in db.scan_iter("arq:job:command:*", count=1000)}
        lost = sum(1 for d in deliveries if d not in jobs)
        print(f"webhook load: {len(deliveries)} signed deliveries in {elapsed:.1f} s "
              f"({len(deliveries) / elapsed:.1f} req/s, target {args.rate:g}) on 127.0.0.1")
        if latencies:
            print(f"ack latency ms: p50 {pct(latencies, 50):.2f}  p90 {pct(latencies, 90):.2f}  "
                  f"p99 {pct(latencies, 99):.2f}  max {max(latencies):.2f}  mean {statistics.mean(latencies):.2f}")
        print(f"status codes: {dict(sorted(statuses.items(), key=str))}")
        print(f"lost deliveries: {lost} of {len(deliveries)} (jobs in Redis: {len(jobs)})")
        cpu = cpu_seconds(server.pid) - cpu0
        print(f"server CPU: {cpu:.2f} s for {len(deliveries)} deliveries ({1000 * cpu / max(1, len(deliveries)):.2f} ms "
              f"each); load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
        if busy:
            print(f"busy workers: {len(busy)} at nice {args.busy_nice}, {busy_cpu:.1f} s of CPU during the load "
                  f"({100 * busy_cpu / elapsed / (os.cpu_count() or 1):.0f}% of the machine)")
        return 0 if lost == 0 else 1
    finally:
        for b in busy:
            os.killpg(b.pid, signal.SIGKILL)
            b.wait()
        subprocess.run(["rm", "-rf", scratch], check=False)
        server.terminate()
        server.wait(10)
        db.flushdb()
        db.close()


if __name__ == "__main__":
    sys.exit(main())
