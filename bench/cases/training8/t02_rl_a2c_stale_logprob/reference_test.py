"""Reproduction: A2C on the trivial cue task never gets above the random-policy return."""
from rl.config import Config
from rl.trainer import train


def test_a2c_solves_cue_task():
    cfg = Config.from_yaml("configs/cue.yaml", algo="a2c", total_updates=150, log_every=0)
    _, history, final = train(cfg, log=lambda *a, **k: None)
    recent = history[-1]["ep_ret"]
    # random policy: 8 / 4 = 2.0 per episode, optimal: 8.0
    assert final > 6.0 and recent > 5.0, (
        f"agent did not learn: greedy return {final:.2f}, recent training return {recent:.2f} "
        f"(random policy gets 2.0), entropy still {history[-1]['entropy']:.3f}")
