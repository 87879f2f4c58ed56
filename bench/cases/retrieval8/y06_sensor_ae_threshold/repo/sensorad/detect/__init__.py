from sensorad.detect.metrics import confusion_counts, precision_recall_f1
from sensorad.detect.postprocess import ema_smooth, point_adjust
from sensorad.detect.scores import reconstruction_errors
from sensorad.detect.thresholds import build_threshold

__all__ = ["confusion_counts", "precision_recall_f1", "reconstruction_errors", "build_threshold",
           "ema_smooth", "point_adjust"]
