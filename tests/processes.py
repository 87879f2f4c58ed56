"""Processes a test can find from outside a sandbox (its pid namespace hides their pids, not their command
lines): a generated test that leaves a marked child behind, and the search for it."""
import os
import textwrap
import uuid


def new_mark() -> str:
    return f"repgen-mark-{uuid.uuid4().hex}"


def sleeper_test(mark: str, seconds: int = 120) -> str:
    """A test that starts a child carrying `mark` on its command line, then sleeps."""
    return textwrap.dedent(f"""
        import subprocess, sys, time
        def test_slow():
            subprocess.Popen([sys.executable, "-c", "import time; time.sleep({seconds})", "{mark}"])
            time.sleep({seconds})
    """)


def marked(mark: str) -> list[int]:
    """Pids of the processes whose command line carries `mark`."""
    found = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/cmdline", "rb") as f:
                    if mark.encode() in f.read():
                        found.append(int(name))
            except OSError:
                pass
    return found


async def wait_marked(mark: str, running, timeout: float = 60.0) -> None:
    """Wait until a process carrying `mark` runs; fail if `running()` turns false or `timeout` passes first."""
    import asyncio
    import time

    deadline = time.monotonic() + timeout
    while not marked(mark):
        assert time.monotonic() < deadline and running(), "the marked test never started"
        await asyncio.sleep(0.1)
