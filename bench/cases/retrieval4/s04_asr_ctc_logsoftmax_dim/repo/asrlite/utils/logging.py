import logging


def setup_logging(level=logging.INFO):
    logging.basicConfig(level=level, format="%(asctime)s [%(name)s] %(message)s")
    return logging.getLogger("asrlite")
