"""Battery state-of-health regression."""
__version__ = "2.1.0"
FEATURES = ("cycle", "ir_mohm", "t_mean_c", "t_max_c", "dv_dq_peak", "q_at_3v6", "cv_time_s",
            "discharge_time_s", "v_rest_mv", "coulomb_eff")
