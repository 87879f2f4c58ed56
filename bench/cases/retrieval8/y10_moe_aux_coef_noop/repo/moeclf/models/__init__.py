from moeclf.models.classifier import MoEClassifier, build_model
from moeclf.models.experts import ExpertBank, FeedForwardExpert
from moeclf.models.moe_layer import MoELayer
from moeclf.models.router import RouterOutput, TopKRouter

__all__ = [
    "MoEClassifier",
    "build_model",
    "ExpertBank",
    "FeedForwardExpert",
    "MoELayer",
    "RouterOutput",
    "TopKRouter",
]
