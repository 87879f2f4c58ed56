from tsfc.metrics.forecast import mae, mape, mse, rmse, smape

ALL_METRICS = {"mae": mae, "mse": mse, "rmse": rmse, "mape": mape, "smape": smape}
