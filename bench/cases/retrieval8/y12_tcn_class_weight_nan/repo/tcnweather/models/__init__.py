from tcnweather.models.classifier import TCNClassifier, build_model
from tcnweather.models.tcn import CausalConv1d, TemporalBlock, TemporalConvNet, receptive_field

__all__ = ["TCNClassifier", "build_model", "CausalConv1d", "TemporalBlock",
           "TemporalConvNet", "receptive_field"]
