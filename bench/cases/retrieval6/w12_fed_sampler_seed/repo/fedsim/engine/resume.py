"""Resume a simulation from a saved global model."""
import os

import torch


def save_round_state(path, model, round_idx, history):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    torch.save({"model": model.state_dict(), "round": round_idx, "history": history}, path)


def load_round_state(path, model):
    """Load the global model; returns (next_round, history)."""
    state = torch.load(path, map_location="cpu")
    model.load_state_dict(state["model"])
    return int(state["round"]) + 1, list(state.get("history", []))
