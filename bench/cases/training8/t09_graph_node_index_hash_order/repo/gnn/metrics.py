def masked_accuracy(logits, y, mask):
    return (logits[mask].argmax(1) == y[mask]).float().mean().item()
