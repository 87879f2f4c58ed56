import torch


@torch.no_grad()
def greedy_decode(model, images, max_len=16):
    """Arg-max decoding. Returns (B, L) token ids, without the leading <bos>."""
    regions, pooled = model.encode(images)
    dec = model.decoder
    hidden = dec.init_state(pooled)
    tokens = torch.full((images.size(0),), model.bos_id, dtype=torch.long, device=images.device)
    finished = torch.zeros_like(tokens, dtype=torch.bool)
    out = []
    for _ in range(max_len):
        logits, hidden = dec.step(tokens, hidden, regions, pooled)
        tokens = logits.argmax(dim=-1)
        tokens = tokens.masked_fill(finished, model.pad_id)
        out.append(tokens)
        finished |= tokens == model.eos_id
        if finished.all():
            break
    return torch.stack(out, dim=1)
