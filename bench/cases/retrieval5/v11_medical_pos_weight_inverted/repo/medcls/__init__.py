"""medcls: chest X-ray finding classification."""
__version__ = "0.4.0"
