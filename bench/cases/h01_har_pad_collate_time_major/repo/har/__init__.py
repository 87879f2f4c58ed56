"""Activity recognition from wrist accelerometer recordings."""
