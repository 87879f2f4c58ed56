import logging
import sys

_FMT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
_configured = set()


def get_logger(name="subtag", level=logging.INFO):
    logger = logging.getLogger(name)
    if name not in _configured:
        handler = logging.StreamHandler(sys.stdout)
        handler.setFormatter(logging.Formatter(_FMT, datefmt="%H:%M:%S"))
        logger.addHandler(handler)
        logger.setLevel(level)
        logger.propagate = False
        _configured.add(name)
    return logger


def format_metrics(metrics, precision=4):
    parts = []
    for k, v in metrics.items():
        if isinstance(v, float):
            parts.append(f"{k} {v:.{precision}f}")
        else:
            parts.append(f"{k} {v}")
    return " | ".join(parts)
