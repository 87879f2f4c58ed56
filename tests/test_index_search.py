"""Hybrid search, reranking with report structure, build_context, and the CLI commands."""
import json
import os
import textwrap

import pytest
from trees import write_tree

from bot.cli.main import main as cli_main
from index import build_context, index_repo, search
from index.embed import HashEmbedder
from index.models import Frame, Query

FILES = {
    "lossy/__init__.py": "",
    "lossy/losses.py": """
        import torch
        import torch.nn.functional as F

        def soft_target_loss(student, teacher, temperature):
            p = F.softmax(teacher / temperature, dim=-1)
            return -(p * torch.log(F.softmax(student / temperature, dim=-1))).sum(-1).mean()

        class Distill:
            def __init__(self, temperature):
                self.temperature = temperature

            def forward(self, s, t):
                return soft_target_loss(s, t, self.temperature)
        """,
    "lossy/data.py": """
        import torch

        def make_loader(n):
            xs = torch.randn(n, 4)
            return [(xs[i:i + 2], xs[i:i + 2]) for i in range(0, n, 2)]

        def normalise(x):
            return (x - x.mean()) / x.std()
        """,
    "train.py": """
        import argparse
        from lossy.data import make_loader
        from lossy.losses import Distill

        def fit(model, teacher, opt, epochs):
            crit = Distill(1.0)
            for epoch in range(epochs):
                for xb, yb in make_loader(8):
                    opt.zero_grad()
                    loss = crit.forward(model(xb), teacher(xb))
                    loss.backward()
                    opt.step()

        def main(argv=None):
            p = argparse.ArgumentParser()
            p.add_argument("--epochs", type=int, default=2)
            args = p.parse_args(argv)
            fit(None, None, None, args.epochs)

        if __name__ == "__main__":
            main()
        """,
    "config.yaml": "epochs: 2\n",
}


@pytest.fixture()
def repo(tmp_path):
    return write_tree(tmp_path / "repo", FILES)


def test_modes_and_why(repo, tmp_path):
    home, emb = str(tmp_path / "home"), HashEmbedder()
    index_repo(str(repo), home=home, embedder=emb)
    q = Query(text="loss becomes nan with temperature softmax log", symptom="nan_or_inf")
    for mode in ("bm25", "vector", "hybrid", "hybrid+rerank"):
        hits = search(str(repo), q, k=3, home=home, mode=mode, embedder=emb)
        assert 0 < len(hits) <= 3
        assert all(h.why for h in hits)
        if mode == "bm25":
            assert hits[0].qualname == "soft_target_loss" and hits[0].why[0] == "bm25 #1"
    with pytest.raises(ValueError):
        search(str(repo), q, home=home, mode="nope", embedder=emb)


def test_traceback_frames_and_identifiers_rerank(repo, tmp_path):
    home, emb = str(tmp_path / "home"), HashEmbedder()
    index_repo(str(repo), home=home, embedder=emb)
    q = Query(text="RuntimeError in normalise", frames=[Frame("train.py", 12, "fit"),
                                                        Frame("lossy/data.py", 9, "normalise")],
              identifiers=["normalise"], symptom="exception")
    hits = search(str(repo), q, k=5, home=home, embedder=emb)
    assert hits[0].path == "lossy/data.py" and hits[0].qualname == "normalise"
    assert any(w.startswith("frame lossy/data.py:9") and "innermost" in w for w in hits[0].why)
    fit = next(h for h in hits if h.qualname == "fit")
    assert any(w.startswith("frame train.py:12") for w in fit.why)


def test_build_context(repo, tmp_path):
    home, emb = str(tmp_path / "home"), HashEmbedder()
    q = Query(text="loss nan", symptom="nan_or_inf")
    ctx = build_context(str(repo), q, k=4, home=home, embedder=emb)
    assert len(ctx.snippets) == 4 and all(s.repo == str(repo) for s in ctx.snippets)
    assert [t.qualname for t in ctx.training_loops] == ["fit"]
    assert "loss.backward()" in ctx.training_loops[0].signals
    assert ctx.config_files == ["config.yaml"]
    assert ("train.py::fit", "lossy/losses.py::Distill.forward") in ctx.edges
    json.dumps(ctx.to_dict())                                   # JSON-serialisable contract
    off = build_context(str(repo), q, home=home, embedder=emb, disable=frozenset({"retrieval", "training-loops"}))
    assert off.snippets == [] and off.training_loops == []
    plain = build_context(str(repo), q, k=4, home=home, embedder=emb, disable=frozenset({"rerank"}))
    assert all(not any(w.startswith(("training loop", "nan_or_inf cues")) for w in s.why) for s in plain.snippets)


def test_cli_index_and_search_issue_json(repo, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("REPGEN_EMBEDDER", "hash")
    monkeypatch.setattr("index.embed._DEFAULT", None)
    home = str(tmp_path / "home")
    assert cli_main(["index", str(repo), "--home", home]) == 0
    out = capsys.readouterr()
    assert "indexed" in out.out and "[" in out.err          # progress bar on stderr
    issue = tmp_path / "issue.md"
    issue.write_text(textwrap.dedent("""\
        # normalise crashes

        ```
        Traceback (most recent call last):
          File "/home/me/proj/train.py", line 12, in fit
            loss = crit.forward(model(xb), teacher(xb))
          File "/home/me/proj/lossy/data.py", line 9, in normalise
            return (x - x.mean()) / x.std()
        RuntimeError: std(): could not compute
        ```
        """))
    assert cli_main(["search", str(repo), "--issue", str(issue), "--k", "3", "--json", "--home", home]) == 0
    hits = json.loads(capsys.readouterr().out)
    assert len(hits) == 3
    assert set(hits[0]) == {"path", "qualname", "start", "end", "kind", "score", "why"}
    assert (hits[0]["path"], hits[0]["qualname"]) == ("lossy/data.py", "normalise")
    assert not os.path.isabs(hits[0]["path"])
    assert cli_main(["search", str(repo), "softmax temperature", "--home", home]) == 0
    assert "soft_target_loss" in capsys.readouterr().out


def test_kind_prior_spares_classes_that_declare_fields():
    from index.chunker import chunk_file
    from index.search import kind_prior
    src = textwrap.dedent("""
        import dataclasses

        @dataclasses.dataclass
        class Config:
            lr: float = 1e-3
            max_grad_norm: float = 5

            def to_dict(self):
                return dataclasses.asdict(self)

        class Net:
            \"\"\"A model; its code is in its methods.\"\"\"
            def forward(self, x):
                return x == 1

        def step():
            return 1
        """)
    chunks = {c.qualname: {"kind": c.kind, "text": c.text} for c in chunk_file("m.py", src).chunks}
    assert kind_prior(chunks["Config"]) == 0.0
    assert kind_prior(chunks["Net"]) < 0 and kind_prior(chunks["<module>"]) < kind_prior(chunks["Net"])
    assert kind_prior(chunks["step"]) == 0.0


def test_bm25_matches_a_reports_word_to_the_codes_stem():
    from index.bm25 import MemoryBM25, code_tokens
    docs = {"flip": "def random_flip(img, mask):\n    return img.flip(-1), mask.flip(-1)\n",
            "crop": "def random_crop(img, size):\n    return img[..., :size, :size]\n",
            "norm": "def normalize(img):\n    return (img - img.mean()) / img.std()\n"}
    idx = MemoryBM25(list(docs), [" ".join(code_tokens(t)) for t in docs.values()])
    hits = idx.top(code_tokens("flipping the masks hurts accuracy"), 3)
    assert [cid for cid, _ in hits] == ["flip"]


AUG_REPO = {
    "flowkit/__init__.py": "",
    "flowkit/transforms.py": """
        import torch

        class RandomHorizontalFlip:
            def __init__(self, p=0.5):
                self.p = p

            def __call__(self, img, flow):
                if torch.rand(()) < self.p:
                    return img.flip(-1), flow.flip(-1)
                return img, flow

        class RandomVerticalFlip:
            def __init__(self, p=0.5):
                self.p = p

            def __call__(self, img, flow):
                if torch.rand(()) < self.p:
                    img, flow = img.flip(-2), flow.flip(-2)
                    flow[1] = -flow[1]
                return img, flow

        class RandomCrop:
            def __init__(self, size):
                self.size = size

            def __call__(self, img, flow):
                return img[..., :self.size, :self.size], flow[..., :self.size, :self.size]
    """,
    "flowkit/build.py": """
        from flowkit import transforms

        def build_transforms(cfg):
            return [getattr(transforms, t.pop("type"))(**t) for t in cfg.get("train_transforms", [])]
    """,
    "flowkit/train.py": """
        def train(model, loader, optimizer, steps):
            for step, (img, flow) in enumerate(loader):
                loss = (model(img) - flow).abs().mean()
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
                print(f"step {step} epe {loss.item():.3f}")
    """,
    "configs/plain.yaml": """
        model: pwc
        lr: 0.001
        num_steps: 300
        train_transforms:
          - {type: RandomCrop, size: 64}
    """,
    "configs/plain_aug.yaml": """
        _base_: plain.yaml
        num_steps: 400
        train_transforms:
          - {type: RandomCrop, size: 64}
          - {type: RandomHorizontalFlip, p: 0.5}
    """,
}


def test_changed_values_are_the_names_a_reported_config_brings_in(tmp_path):
    from index.evidence import changed_values, load_repo_configs
    root = write_tree(tmp_path / "repo", AUG_REPO)
    configs = load_repo_configs(str(root), ["configs/plain.yaml", "configs/plain_aug.yaml"])
    named = "EPE stalls with `configs/plain_aug.yaml`; `configs/plain.yaml` trains fine."
    assert changed_values(named, configs) == ["RandomHorizontalFlip"]
    # a pasted copy of the plain config with one value changed: that value, nothing the copy shares
    pasted = "My config:\n```yaml\nmodel: pwc\nlr: 0.001\nnum_steps: 300\ntrain_transforms:\n" \
             "  - {type: RandomVerticalFlip, p: 0.5}\n```\n"
    assert changed_values(pasted, configs) == ["RandomVerticalFlip"]
    assert changed_values("EPE stalls, no config here.", configs) == []
    # one stock config named alone: how it differs from its siblings is not what the report is about
    assert changed_values("EPE stalls with `configs/plain_aug.yaml`.", configs) == []


def test_the_code_a_changed_config_adds_is_pulled_up_and_test_code_is_pulled_down(tmp_path):
    files = {**AUG_REPO, "tests/test_transforms.py": """
        from flowkit.transforms import RandomCrop

        def test_epe_stalls_with_the_aug_config_crop():
            assert RandomCrop(4)
    """}
    root = write_tree(tmp_path / "repo", files)
    home = str(tmp_path / "home")
    index_repo(str(root), home=home, embedder=HashEmbedder())
    q = Query("# EPE stalls with configs/plain_aug.yaml\nThe epe stalls at 1.6 with `configs/plain_aug.yaml`; "
              "`configs/plain.yaml` trains fine.", symptom="no_learning")
    hits = search(str(root), q, k=10, home=home, embedder=HashEmbedder())
    ids = [f"{h.path}::{h.qualname}" for h in hits]
    flip = ids.index("flowkit/transforms.py::RandomHorizontalFlip.__call__")
    assert flip < 3 and "which the report's config adds" in "; ".join(hits[flip].why)
    assert "flowkit/transforms.py::RandomVerticalFlip.__call__" not in ids[:3]
    tests = [i for i, cid in enumerate(ids) if cid.startswith("tests/")]
    assert all(i > flip for i in tests)
    # a push that changes only a config: the chunks' version stays, the configs are read again
    aug = root / "configs" / "plain_aug.yaml"
    aug.write_text(aug.read_text().replace("RandomHorizontalFlip", "RandomVerticalFlip") + "\n# edited\n")
    index_repo(str(root), home=home, embedder=HashEmbedder())
    hits = search(str(root), q, k=10, home=home, embedder=HashEmbedder())
    why = {f"{h.path}::{h.qualname}": "; ".join(h.why) for h in hits}
    assert "which the report's config adds" in why.get("flowkit/transforms.py::RandomVerticalFlip.__call__", "")
    assert "which the report's config adds" not in why.get("flowkit/transforms.py::RandomHorizontalFlip.__call__", "")
