import argparse
import logging

from .engine import Detector, train_model
from .metrics import best_f1_threshold, detection_report, event_report
from .models import build_model
from .pipeline import build_splits
from .utils import config as config_lib
from .utils.misc import save_run, seed_everything, setup_logging

log = logging.getLogger("tsad")


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--device", default="cpu")
    ap.add_argument("opts", nargs="*", help="dotted overrides, e.g. training.epochs=5")
    args = ap.parse_args(argv)
    setup_logging()
    cfg = config_lib.load(args.config, args.opts)
    seed_everything(cfg["seed"])

    sp = build_splits(cfg)
    log.info("windows: train %d | val %d | test %d (anomalous points in test: %.2f%%)",
             len(sp.train), len(sp.val), len(sp.test), 100 * sp.test_labels.float().mean())
    model = build_model(cfg["model"], sp.n_channels, cfg["data"]["window"])
    det = Detector(model, cfg["detector"]["k_sigma"], cfg["detector"]["score"], device=args.device)
    history = train_model(model, sp.train, cfg["training"], detector=det, val_ds=sp.val, device=args.device)

    scores = det.point_scores(sp.test, len(sp.test_labels))
    report = detection_report(scores, sp.test_labels, det.threshold)
    report.update(event_report((scores > det.threshold).long(), sp.test_labels))
    report.update(best_f1_threshold(scores, sp.test_labels))
    report["threshold"] = det.threshold
    log.info("test: P %.3f R %.3f F1 %.3f | point-adjusted F1 %.3f | flagged %.2f%% | threshold %.5f "
             "(oracle F1 %.3f at %.5f)", report["precision"], report["recall"], report["f1"], report["pa_f1"],
             100 * report["flagged_frac"], det.threshold, report["best_f1"], report["best_threshold"])
    log.info("events detected: %d / %d", report["events_detected"], report["events"])
    save_run(cfg["output_dir"], model, sp.scaler, det.threshold, cfg, history, report)


if __name__ == "__main__":
    main()
