import logging
import sys


def get_logger(out_file=None):
    logger = logging.getLogger("imgcls")
    if logger.handlers:
        return logger
    fmt = logging.Formatter("%(asctime)s %(message)s", "%m/%d %H:%M:%S")
    sh = logging.StreamHandler(sys.stdout)
    sh.setFormatter(fmt)
    logger.addHandler(sh)
    if out_file:
        fh = logging.FileHandler(out_file)
        fh.setFormatter(fmt)
        logger.addHandler(fh)
    logger.setLevel(logging.INFO)
    return logger
