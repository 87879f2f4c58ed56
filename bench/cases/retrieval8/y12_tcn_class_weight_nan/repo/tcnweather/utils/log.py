import logging


def get_logger(name="tcnweather"):
    logger = logging.getLogger(name)
    if not logger.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(asctime)s %(message)s", "%H:%M:%S"))
        logger.addHandler(handler)
        logger.setLevel(logging.INFO)
    return logger


def format_metrics(metrics):
    return " | ".join(f"{k} {v:.4f}" for k, v in metrics.items())
