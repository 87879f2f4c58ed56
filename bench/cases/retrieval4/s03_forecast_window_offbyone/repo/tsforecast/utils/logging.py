import logging


def get_logger(name="tsforecast"):
    logging.basicConfig(format="%(asctime)s | %(levelname)s | %(message)s", level=logging.INFO)
    return logging.getLogger(name)
