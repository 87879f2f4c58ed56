def gaussian_kl(q_mu, q_logvar, p_mu, p_logvar):
    """KL(q || p) for diagonal Gaussians, summed over latent dims -> [B]."""
    return 0.5 * (p_logvar - q_logvar + (q_logvar.exp() + (q_mu - p_mu) ** 2) / p_logvar.exp() - 1).sum(-1)
