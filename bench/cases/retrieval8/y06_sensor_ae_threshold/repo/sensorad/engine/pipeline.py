from torch.utils.data import DataLoader

from sensorad.data import PlantSimulator, WindowDataset, build_scaler, sliding_windows, window_labels
from sensorad.detect import build_threshold, precision_recall_f1, reconstruction_errors
from sensorad.utils.logging import get_logger


def build_streams(cfg):
    """Normal train/val streams and a labelled test stream, scaled with train statistics."""
    d = cfg.data
    sim = PlantSimulator(d.channels, seed=cfg.seed)
    train = sim.normal(d.train_length, stream_seed=cfg.seed + 1)
    val = sim.normal(d.val_length, stream_seed=cfg.seed + 2)
    test, point_labels = sim.with_anomalies(d.test_length, stream_seed=cfg.seed + 3, rate=d.anomaly_rate)
    scaler = build_scaler(d.get("scaler", "standard")).fit(train)
    return {
        "train": scaler.transform(train),
        "val": scaler.transform(val),
        "test": scaler.transform(test),
        "test_point_labels": point_labels,
        "scaler": scaler,
    }


def make_loaders(cfg, streams):
    d = cfg.data
    train_w, _ = sliding_windows(streams["train"], d.window, d.train_stride)
    val_w, _ = sliding_windows(streams["val"], d.window, d.eval_stride)
    test_w, starts = sliding_windows(streams["test"], d.window, d.eval_stride)
    test_y = window_labels(streams["test_point_labels"], starts, d.window)
    bs = cfg.train.batch_size
    return {
        "train": DataLoader(WindowDataset(train_w), batch_size=bs, shuffle=True),
        "val": DataLoader(WindowDataset(val_w), batch_size=256),
        "test": DataLoader(WindowDataset(test_w, test_y), batch_size=256),
        "test_labels": test_y,
    }


def detect(cfg, model, loaders):
    log = get_logger()
    score = cfg.detect.get("score", "mse")
    tcfg = cfg.detect.threshold
    val_err = reconstruction_errors(model, loaders["val"], score)
    threshold = build_threshold(tcfg, val_err)
    log.info("threshold (%s) = %.5f from %d val windows (val err mean=%.5f max=%.5f)",
             tcfg.get("method"), threshold, len(val_err), val_err.mean(), val_err.max())
    test_err = reconstruction_errors(model, loaders["test"], score)
    labels = loaders["test_labels"]
    flagged = test_err > threshold
    metrics = precision_recall_f1(flagged, labels)
    log.info("test: precision=%.3f recall=%.3f f1=%.3f | flagged %d/%d windows (%d anomalous)",
             metrics["precision"], metrics["recall"], metrics["f1"], int(flagged.sum()), len(labels),
             int(labels.sum()))
    return {"threshold": threshold, **metrics, "flagged": int(flagged.sum())}
