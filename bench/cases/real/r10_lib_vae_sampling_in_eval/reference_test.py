"""Reproduction: VAE.embed returns different vectors for the same input in eval mode."""
import torch

from latentkit import VAE, fit_vae


def test_embed_is_deterministic_after_training():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    X = torch.randn(512, 12) @ torch.randn(12, 12)
    model = VAE(in_dim=12, latent_dim=4)
    fit_vae(model, X, epochs=2)
    model.eval()
    e1 = model.embed(X[:5])
    e2 = model.embed(X[:5])
    assert torch.equal(e1, e2), (
        f"two embed() calls on the same rows differ, max abs difference "
        f"{(e1 - e2).abs().max().item():.4f}; first row {e1[0].tolist()} vs {e2[0].tolist()}")
