import os

import yaml


def load_config(path):
    with open(path) as f:
        return yaml.safe_load(f)


def rss_mb():
    with open(f"/proc/{os.getpid()}/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2 ** 20
