import torch


def fit(model, loader, optimizer, loss_fn, max_steps, accum_steps=1, clip=5.0,
        log_every=10, log=print, on_step=None):
    """Train for `max_steps` optimizer steps, accumulating gradients over `accum_steps`
    sampler batches per step (effective batch = P * K * accum_steps)."""
    model.train()
    history = []
    step, running = 0, 0.0
    optimizer.zero_grad()
    while step < max_steps:
        for i, (x, y) in enumerate(loader):
            loss = loss_fn(model(x), y) / accum_steps
            loss.backward()
            running += loss.item()
            if (i + 1) % accum_steps == 0:
                torch.nn.utils.clip_grad_norm_(model.parameters(), clip)
                optimizer.step()
                optimizer.zero_grad()
                step += 1
                history.append(running)
                running = 0.0
                if on_step:
                    on_step(step, model)
                if log_every and step % log_every == 0:
                    recent = history[-log_every:]
                    log(f"step {step:5d}  loss {sum(recent) / len(recent):.4f}")
                if step >= max_steps:
                    break
    return history
