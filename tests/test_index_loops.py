"""The training-loop detector scores by what a function does, not by its name."""
import ast

from index.chunker import chunk_file
from index.loops import LOOP_THRESHOLD, entry_signals, training_signals

TRAIN = '''
def run(net, dl, opt, epochs):
    for epoch in range(epochs):
        net.train()
        for xb, yb in dl:
            opt.zero_grad()
            loss = crit(net(xb), yb)
            loss.backward()
            opt.step()
'''
EVAL = '''
def evaluate(model, loader):
    model.eval()
    with torch.no_grad():
        for batch in loader:
            model(batch)
'''
DDP = '''
def worker(rank, world):
    dist.init_process_group("gloo", rank=rank, world_size=world)
    model = DistributedDataParallel(Net())
    out = model(x)
    out.sum().backward()
    optimizer.step()
'''


def score(src):
    return training_signals(ast.parse(src).body[0])


def test_training_loop_scores_high_with_signals():
    s, sig = score(TRAIN)
    assert s >= LOOP_THRESHOLD
    assert {"loss.backward()", "optimizer.step()", "zero_grad()", "epoch loop", "loop over data loader"} <= set(sig)


def test_eval_loop_and_plain_function_are_not_training_loops():
    assert score(EVAL)[0] < LOOP_THRESHOLD
    assert score("def f(x):\n    return x + 1\n") == (0, [])


def test_distributed_setup_counts():
    s, sig = score(DDP)
    assert s >= LOOP_THRESHOLD and "distributed setup" in sig


def test_nested_function_signals_stay_with_the_nested_function():
    fc = chunk_file("t.py", "def outer():\n    def step(loss, opt):\n        loss.backward()\n        opt.step()\n"
                            "    return step\n")
    c = {x.qualname: x for x in fc.chunks}
    assert c["outer"].loop_score == 0 and c["outer.step"].loop_score >= LOOP_THRESHOLD


def test_entry_signals():
    src = "import argparse\ndef main():\n    p = argparse.ArgumentParser()\n    p.parse_args()\n" \
          "if __name__ == '__main__':\n    main()\n"
    assert entry_signals(ast.parse(src)) == ["__main__ guard", "argparse", "parse_args"]
    fc = chunk_file("train.py", src)
    c = {x.qualname: x for x in fc.chunks}
    assert c["main"].entry == ["argparse", "parse_args"] and "__main__ guard" in c["<module>"].entry


def test_epoch_driver_calling_a_training_step_is_reported(tmp_path):
    from index import index_repo, training_loops
    from index.embed import HashEmbedder
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "engine.py").write_text(TRAIN.replace("def run(net, dl, opt, epochs):\n    for epoch in range(epochs):",
                                                  "def run(net, dl, opt, epochs):\n    if True:"))
    (repo / "main.py").write_text("from engine import run\n\ndef main(epochs=3):\n    for epoch in range(epochs):\n"
                                  "        run(None, [], None, 1)\n\ndef helper():\n    return run\n")
    emb, home = HashEmbedder(), str(tmp_path / "home")
    index_repo(str(repo), home=home, embedder=emb)
    loops = {t.qualname: t for t in training_loops(str(repo), home, emb)}
    assert set(loops) == {"run", "main"}
    assert loops["run"].score > loops["main"].score >= LOOP_THRESHOLD
    assert "calls training step run" in loops["main"].signals
