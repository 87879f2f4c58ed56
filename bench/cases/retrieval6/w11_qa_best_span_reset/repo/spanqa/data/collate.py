import torch


def collate_features(features, pad_id=0):
    n = max(len(f.input_ids) for f in features)
    b = len(features)
    ids = torch.full((b, n), pad_id, dtype=torch.long)
    types = torch.zeros(b, n, dtype=torch.long)
    mask = torch.zeros(b, n, dtype=torch.bool)
    ctx_mask = torch.zeros(b, n, dtype=torch.bool)
    match = torch.zeros(b, n, dtype=torch.long)
    for i, f in enumerate(features):
        L = len(f.input_ids)
        ids[i, :L] = torch.tensor(f.input_ids)
        types[i, :L] = torch.tensor(f.token_type_ids)
        mask[i, :L] = True
        ctx_mask[i, :L] = torch.tensor([o is not None for o in f.offsets])
        if f.match_flags is not None:
            match[i, :L] = torch.tensor(f.match_flags)
    return {"input_ids": ids, "token_type_ids": types, "attention_mask": mask,
            "context_mask": ctx_mask, "match_ids": match,
            "start_positions": torch.tensor([f.start_position for f in features]),
            "end_positions": torch.tensor([f.end_position for f in features]),
            "feature_index": torch.arange(b)}
