from .baselines import DriftForecaster, MovingAverage, NaiveForecaster, SeasonalNaive
from .linear import DLinear, LinearForecaster
from .nbeats import NBeats
from .neural import LSTMForecaster, MLPForecaster, TCNForecaster

NEURAL = {"lstm": LSTMForecaster, "mlp": MLPForecaster, "tcn": TCNForecaster, "nbeats": NBeats,
          "linear": LinearForecaster, "dlinear": DLinear}
BASELINES = {"naive": NaiveForecaster, "seasonal_naive": SeasonalNaive,
             "moving_average": MovingAverage, "drift": DriftForecaster}


def build_model(name, input_len, horizon, **kw):
    if name in NEURAL:
        return NEURAL[name](input_len=input_len, horizon=horizon, **kw)
    if name in BASELINES:
        return BASELINES[name](horizon=horizon, **kw)
    raise ValueError(f"unknown model {name!r}")
