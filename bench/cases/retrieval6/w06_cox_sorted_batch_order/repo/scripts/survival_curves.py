import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from riskcox.data import build_dataloaders  # noqa: E402
from riskcox.engine.task import SurvivalTask  # noqa: E402
from riskcox.losses import CoxPHLoss  # noqa: E402
from riskcox.metrics import breslow_baseline_hazard, kaplan_meier  # noqa: E402
from riskcox.metrics.baseline import survival_curves  # noqa: E402
from riskcox.models import build_model  # noqa: E402
from riskcox.utils import load_config  # noqa: E402
from riskcox.utils.checkpoint import load_checkpoint  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description="Print mean predicted survival vs. Kaplan-Meier on the train split.")
    ap.add_argument("config")
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_intermixed_args(argv)
    cfg = load_config(args.config, args.overrides)
    train_loader, _, _ = build_dataloaders(cfg.data)
    model = build_model(cfg.model, cfg.data.get("num_features", 8))
    load_checkpoint(args.ckpt, model)
    r, t, e = SurvivalTask(model, CoxPHLoss()).predict(train_loader)
    times, H0 = breslow_baseline_hazard(r, t, e)
    mean_surv = survival_curves(r, times, H0).mean(0)
    km_t, km_s = kaplan_meier(t, e)
    for q in (0.25, 0.5, 0.75):
        i = int(q * (len(times) - 1))
        j = int(q * (len(km_t) - 1))
        print(f"t={float(times[i]):7.2f}  model S={float(mean_surv[i]):.3f}  KM S={float(km_s[j]):.3f}")


if __name__ == "__main__":
    main()
