from tsformer.models.transformer import AutoregressiveForecaster, EncoderForecaster

MODELS = {"encoder": EncoderForecaster, "autoregressive": AutoregressiveForecaster}


def build_model(cfg):
    m = dict(cfg["model"])
    cls = MODELS[m.pop("name")]
    return cls(channels=cfg["data"]["channels"], horizon=cfg["data"]["horizon"], **m)


__all__ = ["build_model", "EncoderForecaster", "AutoregressiveForecaster"]
