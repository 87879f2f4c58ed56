from .concordance import concordance_index
from .km import kaplan_meier
from .baseline import breslow_baseline_hazard

__all__ = ["concordance_index", "kaplan_meier", "breslow_baseline_hazard"]
