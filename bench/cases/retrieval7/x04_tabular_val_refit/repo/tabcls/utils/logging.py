import logging
import sys


def get_logger(name="tabcls"):
    logger = logging.getLogger(name)
    if not logger.handlers:
        h = logging.StreamHandler(sys.stdout)
        h.setFormatter(logging.Formatter("%(message)s"))
        logger.addHandler(h)
        logger.setLevel(logging.INFO)
    return logger


def format_metrics(epoch, metrics):
    body = " ".join(f"{k} {v:.4f}" for k, v in metrics.items())
    return f"epoch {epoch:3d} | {body}"
