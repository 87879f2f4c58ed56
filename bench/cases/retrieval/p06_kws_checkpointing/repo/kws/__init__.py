"""kws: small-footprint keyword spotting (DS-CNN, TC-ResNet, CRNN) on log-mel features."""
__version__ = "2.1.0"
KEYWORDS = ["yes", "no", "up", "down", "left", "right", "on", "off", "stop", "go", "_silence_", "_unknown_"]
