"""Logging utilities for depthnet."""
import logging
import sys
import time


_FMT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def get_logger(name="depthnet", level=logging.INFO, log_file=None):
    logger = logging.getLogger(name)
    if not logger.handlers:
        handler = logging.StreamHandler(sys.stdout)
        handler.setFormatter(logging.Formatter(_FMT, "%H:%M:%S"))
        logger.addHandler(handler)
        if log_file:
            fh = logging.FileHandler(log_file)
            fh.setFormatter(logging.Formatter(_FMT))
            logger.addHandler(fh)
        logger.setLevel(level)
        logger.propagate = False
    return logger


class AverageMeter:
    """Running average of a scalar (expects python floats)."""

    def __init__(self, name=""):
        self.name = name
        self.reset()

    def reset(self):
        self.sum = 0.0
        self.count = 0

    def update(self, value, n=1):
        self.sum += float(value) * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(self.count, 1)


class Timer:
    def __init__(self):
        self.start = time.perf_counter()

    def elapsed(self):
        return time.perf_counter() - self.start

    def reset(self):
        self.start = time.perf_counter()
