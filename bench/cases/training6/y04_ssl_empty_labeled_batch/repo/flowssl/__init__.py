"""Mean-teacher semi-supervised classification of network flow records."""
__version__ = "0.4.0"
CLASSES = ("benign", "portscan", "bruteforce", "dos", "exfiltration")
UNLABELED = -1
