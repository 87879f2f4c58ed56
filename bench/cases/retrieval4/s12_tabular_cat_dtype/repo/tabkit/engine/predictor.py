import torch


@torch.no_grad()
def predict_rows(model, encoder, rows, batch_size=1024):
    model.eval()
    n_num = encoder.n_numeric
    out = []
    for s in range(0, len(rows), batch_size):
        enc = [encoder.encode_row(r) for r in rows[s:s + batch_size]]
        num = torch.tensor([e[:n_num] for e in enc], dtype=torch.float32)
        cat = torch.tensor([e[n_num:] for e in enc], dtype=torch.long)
        out.append(torch.sigmoid(model(num, cat)))
    return torch.cat(out) if out else torch.empty(0)
