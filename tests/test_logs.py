"""bot.app.logs: one JSON object per line, carrying the delivery and job ids of the work in hand."""
from __future__ import annotations

import io
import json
import logging

from bot.app.logs import JsonFormatter, current_context, event, log_context


def test_context_fields_on_every_line_and_nesting():
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter())
    log = logging.getLogger("repgen.test_logs")
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.propagate = False
    with log_context(delivery="d-1", job_id=None):
        log.info("outer")
        with log_context(job_id="reproduce:x", repo="o/r"):
            event(log, "inner", attempts=2)
            assert current_context() == {"delivery": "d-1", "job_id": "reproduce:x", "repo": "o/r"}
        try:
            raise ValueError("boom")
        except ValueError:
            log.exception("failed")
    log.info("after")
    lines = [json.loads(x) for x in stream.getvalue().splitlines()]
    assert [x["msg"] for x in lines] == ["outer", "inner", "failed", "after"]
    assert lines[0]["delivery"] == "d-1" and "job_id" not in lines[0]
    assert lines[1] | {"ts": 0} == {"ts": 0, "level": "info", "logger": "repgen.test_logs", "msg": "inner",
                                    "delivery": "d-1", "job_id": "reproduce:x", "repo": "o/r", "attempts": 2}
    assert lines[2]["level"] == "error" and "ValueError: boom" in lines[2]["exc"]
    assert "delivery" not in lines[3]
