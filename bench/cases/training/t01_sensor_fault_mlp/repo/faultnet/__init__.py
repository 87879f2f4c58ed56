"""faultnet: tabular fault classification for rotating machinery sensor snapshots."""
__version__ = "0.3.1"
