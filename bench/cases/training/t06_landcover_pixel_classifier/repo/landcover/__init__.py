"""Per-pixel land-cover classification from multispectral reflectances, robust to noisy labels."""
