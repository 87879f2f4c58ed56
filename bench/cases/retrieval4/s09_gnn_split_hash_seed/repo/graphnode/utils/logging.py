import logging


def get_logger(name="graphnode"):
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    return logging.getLogger(name)
