from .client import Client
from .sampler import ClientSampler
from .aggregation import fedavg, uniform_average, AGGREGATORS
from .server import Server

__all__ = ["Client", "ClientSampler", "fedavg", "uniform_average", "AGGREGATORS", "Server"]
