"""sensorcast -- small multivariate forecasting baselines (DLinear / MLP with RevIN)."""
