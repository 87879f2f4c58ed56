"""Human activity recognition from wrist-accelerometer window features."""
