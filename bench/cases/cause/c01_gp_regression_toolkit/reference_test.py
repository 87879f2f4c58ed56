"""Reproduction: GP predictions fail on current torch."""
import torch

import fit_gp
from gpkit.data import make_synthetic
from gpkit.kernels import build_kernel
from gpkit.model import ExactGP


def test_posterior_interpolates_training_data():
    x, y = make_synthetic(n=40, noise_std=0.05, seed=1)
    gp = ExactGP(build_kernel("rbf", lengthscale=1.0), noise=0.01)
    gp.fit(x, y, iters=30, lr=0.05)
    mean, var = gp.predict(x)
    assert mean.shape == y.shape and var.shape == y.shape
    assert torch.sqrt(((mean - y) ** 2).mean()) < 0.2
    assert (var >= 0).all()


def test_fit_script_reports_metrics():
    res = fit_gp.main(["--iters", "40", "--n", "60", "--log-every", "0"])
    assert res["rmse"] < 0.5, res
