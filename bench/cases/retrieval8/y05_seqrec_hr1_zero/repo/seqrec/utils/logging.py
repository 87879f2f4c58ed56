import logging


def get_logger(name="seqrec"):
    logger = logging.getLogger(name)
    if not logger.handlers:
        h = logging.StreamHandler()
        h.setFormatter(logging.Formatter("%(asctime)s %(name)s: %(message)s", "%H:%M:%S"))
        logger.addHandler(h)
        logger.setLevel(logging.INFO)
        logger.propagate = False
    return logger


def format_metrics(metrics, precision=4):
    return ", ".join(f"{k}={v:.{precision}f}" for k, v in metrics.items())
