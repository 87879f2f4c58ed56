from vaegen.metrics.activity import active_units
from vaegen.metrics.likelihood import bits_per_dim, iw_nll

__all__ = ["active_units", "bits_per_dim", "iw_nll"]
