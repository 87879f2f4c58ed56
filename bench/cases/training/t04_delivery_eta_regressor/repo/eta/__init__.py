"""Delivery ETA regression (minutes from order to door)."""
