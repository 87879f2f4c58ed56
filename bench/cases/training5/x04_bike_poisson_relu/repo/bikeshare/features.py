import math

import torch


def hourly_features(sim):
    hour, dow, doy = sim["hour"].float(), sim["dow"], sim["doy"].float()
    cols = [
        torch.sin(2 * math.pi * hour / 24), torch.cos(2 * math.pi * hour / 24),
        torch.sin(4 * math.pi * hour / 24), torch.cos(4 * math.pi * hour / 24),
        torch.sin(2 * math.pi * doy / 365), torch.cos(2 * math.pi * doy / 365),
        (sim["temp"] - 14.0) / 8.0, sim["rain"],
    ]
    dow_oh = torch.nn.functional.one_hot(dow, 7).float()
    hour_oh = torch.nn.functional.one_hot(sim["hour"], 24).float()
    return torch.cat([torch.stack(cols, 1), dow_oh, hour_oh], 1)   # (hours, 39)
