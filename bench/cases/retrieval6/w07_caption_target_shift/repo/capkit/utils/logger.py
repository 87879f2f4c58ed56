import logging
import sys

_FMT = "%(message)s"


def get_logger(name="capkit", level=logging.INFO):
    logger = logging.getLogger(name)
    if not logger.handlers:
        handler = logging.StreamHandler(sys.stdout)
        handler.setFormatter(logging.Formatter(_FMT))
        logger.addHandler(handler)
        logger.setLevel(level)
        logger.propagate = False
    return logger


def format_metrics(metrics, precision=4):
    parts = []
    for key, val in metrics.items():
        if isinstance(val, float):
            parts.append(f"{key} {val:.{precision}f}")
        else:
            parts.append(f"{key} {val}")
    return " | ".join(parts)
