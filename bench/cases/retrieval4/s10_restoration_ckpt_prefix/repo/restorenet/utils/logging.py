import logging
import sys


def get_logger():
    logger = logging.getLogger("restorenet")
    if not logger.handlers:
        h = logging.StreamHandler(sys.stdout)
        h.setFormatter(logging.Formatter("%(asctime)s %(levelname)-5s %(message)s"))
        logger.addHandler(h)
        logger.setLevel(logging.INFO)
    return logger
