"""Neural collaborative filtering on implicit feedback."""
