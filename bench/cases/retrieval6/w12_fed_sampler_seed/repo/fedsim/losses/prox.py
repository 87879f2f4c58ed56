def proximal_term(model, global_params, mu):
    """FedProx: (mu / 2) * ||w - w_global||^2."""
    sq = 0.0
    for p, g in zip(model.parameters(), global_params):
        sq = sq + (p - g).pow(2).sum()
    return 0.5 * mu * sq
