"""fedsim: single-process federated learning simulation (FedAvg / FedProx)."""
__version__ = "0.7.0"
