"""Prometheus metrics of the web app and the workers (one registry per process)."""
from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.exposition import CONTENT_TYPE_LATEST

REGISTRY = CollectorRegistry(auto_describe=True)

WEBHOOKS_RECEIVED = Counter("repgen_webhooks_received_total", "Webhook deliveries received",
                            ["event"], registry=REGISTRY)
WEBHOOKS_REFUSED = Counter("repgen_webhooks_refused_total", "Webhook deliveries refused or ignored",
                           ["reason"], registry=REGISTRY)
JOBS_QUEUED = Counter("repgen_jobs_queued_total", "Jobs put on the queue", ["function"], registry=REGISTRY)
JOBS_RUNNING = Gauge("repgen_jobs_running", "Jobs running in this worker", ["function"], registry=REGISTRY)
JOBS_FAILED = Counter("repgen_jobs_failed_total", "Jobs that failed (after their last try)", ["function"],
                      registry=REGISTRY)
JOBS_RETRIED = Counter("repgen_jobs_retried_total", "Jobs retried after a transient error", ["function"],
                       registry=REGISTRY)
REPRODUCTIONS = Counter("repgen_reproductions_total", "Finished reproductions", ["outcome", "symptom"],
                        registry=REGISTRY)
STAGE_SECONDS = Histogram("repgen_stage_seconds", "Time spent per pipeline stage", ["stage"],
                          buckets=(0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600), registry=REGISTRY)
TOKENS_SPENT = Counter("repgen_llm_tokens_total", "LLM tokens spent", ["kind"], registry=REGISTRY)
ACK_SECONDS = Histogram("repgen_webhook_ack_seconds", "Time to acknowledge a webhook",
                        buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1), registry=REGISTRY)


def render() -> tuple[bytes, str]:
    return generate_latest(REGISTRY), CONTENT_TYPE_LATEST
