"""ecgbeat: rhythm / morphology classification of single-lead ECG strips with a small 1D CNN."""
