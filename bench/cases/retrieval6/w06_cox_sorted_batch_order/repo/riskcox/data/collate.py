import torch


class SurvivalCollate:
    """Stacks (x, duration, event) tuples into a batch dict.

    With ``sort_by_duration`` the batch is ordered longest duration first, so that the risk set of
    sample ``i`` is exactly the prefix ``0..i`` and the sorted Cox loss can use a cumulative
    log-sum-exp instead of an O(n^2) mask.
    """

    def __init__(self, sort_by_duration=False):
        self.sort_by_duration = sort_by_duration

    def __call__(self, items):
        x = torch.stack([it[0] for it in items])
        durations = torch.stack([it[1] for it in items])
        events = torch.stack([it[2] for it in items])
        if self.sort_by_duration:
            order = torch.argsort(durations, stable=True)
            x, durations, events = x[order], durations[order], events[order]
        return {"x": x, "duration": durations, "event": events}
