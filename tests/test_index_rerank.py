"""The reranker's passes, one by one, on a hand-made two-file repository (no index, no embedder)."""
import importlib
import math

import pytest
from trees import chunk_rows

from index.bm25 import code_tokens
from index.models import Frame, Query

S = importlib.import_module("index.search")     # (`index.search` is also the package's search function)

FILES = {
    "data.py": """
        import torch

        class Rows:
            def __init__(self, n):
                self.n = n

            def __getitem__(self, i):
                return torch.tensor([i]).long()

        def make(n):
            return Rows(n)
        """,
    "train.py": """
        from data import make

        def loss_of(x, y):
            return (x - y).pow(2).mean()

        def fit(epochs):
            ds = make(4)
            for e in range(epochs):
                x = ds[e]
                loss = loss_of(x, x.float())
            return loss

        def main():
            fit(2)
        """,
}
# it raised in loss_of (train.py:5), called from fit (train.py:11), called from main (train.py:15)
FRAMES = [Frame("train.py", 15, "main"), Frame("train.py", 11, "fit"), Frame("train.py", 5, "loss_of")]
LOSS, FIT, MAIN, MAKE = "train.py::loss_of", "train.py::fit", "train.py::main", "data.py::make"
INIT, GETITEM, ROWS = "data.py::Rows.__init__", "data.py::Rows.__getitem__", "data.py::Rows"


def view_of(files: dict[str, str]) -> S.RepoView:
    """A RepoView without a store: rows as the indexer writes them, and their call graph."""
    rows, graph = chunk_rows(files)
    for r in rows.values():
        r.update(tokens=" ".join(code_tokens(f"{r['path']} {r['qualname']}\n{r['text']}")),
                 loop_score=0.0, loop_signals="[]")
    return S.RepoView(store=None, rows=rows, graph=graph, version=0)


@pytest.fixture()
def view() -> S.RepoView:
    return view_of(FILES)


def as_dict(boosts: list[S.Boost]) -> dict[str, tuple[float, str]]:
    out = {cid: (b, why) for cid, b, why in boosts}
    assert len(out) == len(boosts), "one boost per chunk"
    return out


def test_initial_scores_are_a_share_of_the_best_plus_the_kind_prior(view):
    fused = {FIT: (0.04, ["bm25 #1"]), "train.py::<module>": (0.02, ["vector #2"]), "gone.py::f": (0.01, [])}
    cands = S.initial_scores(view.rows, fused)
    assert cands == {FIT: [1.0, ["bm25 #1"]], "train.py::<module>": [0.5 + S.KIND_PRIOR["module"], ["vector #2"]]}


def test_apply_boosts_adds_reasons_and_admits_new_chunks_but_no_unknown_or_zero_ones(view):
    cands = {FIT: [1.0, ["bm25 #1"]]}
    S.apply_boosts(cands, view.rows, [(FIT, 0.5, "a"), (MAKE, 0.25, "b"), (MAIN, 0.0, "c"), ("gone.py::f", 1.0, "d")])
    assert cands == {FIT: [1.5, ["bm25 #1", "a"]], MAKE: [0.25, ["b"]]}


def test_locate_frames_takes_the_smallest_chunk_holding_each_line(view):
    q = Query("boom", frames=[Frame("train.py", 2, "<module>"), *FRAMES, Frame("elsewhere.py", 3, "f")])
    hits = S.locate_frames(view.rows, q)
    assert hits.holders == ["train.py::<module>", MAIN, FIT, LOSS, ""]
    assert hits.funcs == [MAIN, FIT, LOSS] and hits.innermost == LOSS


def test_frame_boosts_weigh_the_innermost_frame_most(view):
    q = Query("boom", frames=[Frame("train.py", 2, "<module>"), *FRAMES])
    got = as_dict(S.frame_boosts(view.rows, q, S.locate_frames(view.rows, q)))
    assert got == {MAIN: (S.W_FRAME_OUTER, "frame train.py:15 in main"),
                   FIT: (S.W_FRAME_OUTER, "frame train.py:11 in fit"),
                   LOSS: (S.W_FRAME, "frame train.py:5 in loss_of (innermost)")}


def test_data_path_follows_the_failing_lines_values_back_to_the_code_that_built_them(view):
    q = Query("boom", frames=FRAMES)
    sliced = S.data_path(view, q, S.locate_frames(view.rows, q))
    assert sliced[MAKE] < sliced[GETITEM]           # ds = make(4), then what indexing ds runs
    assert S.data_path(view, Query("boom"), S.locate_frames(view.rows, Query("boom"))) == {}


def test_slice_boosts_every_step_alike_classes_at_half_and_not_the_frames(view):
    frames = S.FrameHits([FIT, LOSS], [FIT, LOSS], LOSS)
    got = as_dict(S.slice_boosts(view.rows, {MAKE: 1, ROWS: 2, GETITEM: 3, FIT: 1}, frames))
    assert got == {MAKE: (S.W_SLICE, "builds data used at the failing line (1 step(s) back)"),
                   ROWS: (S.W_SLICE * 0.5, "builds data used at the failing line (2 step(s) back)"),
                   GETITEM: (S.W_SLICE, "builds data used at the failing line (3 step(s) back)")}


def test_frame_file_boosts_only_other_candidates_of_a_traceback_file(view):
    q = Query("boom", frames=FRAMES[1:])
    frames = S.locate_frames(view.rows, q)
    cands = {cid: [0.5, []] for cid in (LOSS, FIT, MAIN, MAKE)}
    assert S.frame_file_boosts(view.rows, q, frames, cands) == [(MAIN, S.W_FRAME_FILE, "in a traceback file")]


def test_identifier_boosts_the_named_chunk_over_its_users_by_rarity_and_title(view):
    n = len(view.rows)
    users = [cid for cid, r in view.rows.items() if "make" in r["text"]]      # make itself, fit, the import
    w = math.log(n / len(users)) / math.log(n)
    got = as_dict(S.identifier_boosts(view, Query("batches come out as Long", identifiers=["make"])))
    assert got[MAKE] == (S.W_IDENT_NAME * w, "named `make`")
    assert got[FIT] == (S.W_IDENT_TEXT * w, "uses `make`") and set(got) == set(users)
    # named in the title: double, up to the cap
    titled = as_dict(S.identifier_boosts(view, Query("make() returns Long rows", identifiers=["make"])))
    assert titled[MAKE][0] == min(2 * S.W_IDENT_NAME * w, S.W_IDENT_CAP)
    # file names are matched by path, not as identifiers
    assert S.identifier_boosts(view, Query("x", identifiers=["train.py"])) == []


def test_title_script_boosts_what_the_named_script_runs_by_depth(view):
    q = Query("crash when running train.py", identifiers=["train.py"])
    got = as_dict(S.title_script_boosts(view, q))
    assert got[FIT] == (S.W_TITLE_SCRIPT[0], "in train.py")
    assert got[MAKE] == (S.W_TITLE_SCRIPT[1], "run by train.py (named in the title)")
    assert got[INIT][0] == S.W_TITLE_SCRIPT[2]                  # make -> Rows(...) -> __init__
    assert ROWS not in got and "train.py::<module>" not in got  # functions only
    assert S.title_script_boosts(view, Query("crash", identifiers=["train.py"])) == []   # not in the title


def test_cue_terms_by_symptom_and_by_error_class():
    assert S.cue_terms(Query("x", symptom="nan_or_inf")) == S.SYMPTOM_CUES["nan_or_inf"]
    dtype = S.cue_terms(Query("RuntimeError: expected scalar type Long but found Float", symptom="exception"))
    assert "long" in dtype and "__getitem__" in dtype
    assert S.cue_terms(Query("expected scalar type Long", symptom="wrong_output")) == S.SYMPTOM_CUES["wrong_output"]
    assert S.cue_terms(Query("x", symptom="unknown")) == []


def test_cue_boosts_candidates_using_rare_cue_terms(view):
    q = Query("RuntimeError: expected scalar type Long but found Float", symptom="exception")
    cands = {GETITEM: [0.5, []], LOSS: [0.5, []]}
    got = as_dict(S.cue_boosts(view, q, cands))
    assert set(got) == {GETITEM} and got[GETITEM][1].startswith("exception cues: long")
    assert 0 < got[GETITEM][0] <= S.W_CUE_CAP
    assert S.cue_boosts(view, q, {LOSS: [0.5, []]}) == []       # only candidates


SMELLY = {"m.py": """
    import torch

    def probs(x):
        return torch.log(torch.softmax(x, -1))
    """}


def test_smell_boosts_patterns_that_cause_the_reported_symptom():
    view = view_of(SMELLY)
    got = S.smell_boosts(view, Query("loss is nan", symptom="nan_or_inf"))
    assert [(cid, b) for cid, b, _ in got] == [("m.py::probs", S.W_SMELL)] and got[0][2].startswith("log of softmax")
    assert S.smell_boosts(view, Query("shapes", symptom="exception")) == []


def test_call_distance_boosts_near_the_innermost_frame_damped_off_the_data_path(view):
    q = Query("boom", frames=FRAMES)
    frames = S.locate_frames(view.rows, q)
    cands = {cid: [0.5, []] for cid in (LOSS, FIT, MAIN, MAKE, GETITEM)}
    got = as_dict(S.call_distance_boosts(view, frames, {}, cands))
    assert got == {FIT: (S.W_GRAPH[1], "1 call(s) from the innermost frame"),
                   MAIN: (S.W_GRAPH[2], "2 call(s) from the innermost frame"),
                   MAKE: (S.W_GRAPH[2], "2 call(s) from the innermost frame")}
    damped = as_dict(S.call_distance_boosts(view, frames, {MAKE: 1}, cands))
    assert damped[MAKE][0] == S.W_GRAPH[2] and damped[FIT][0] == S.W_GRAPH[1] * S.W_GRAPH_OFF_SLICE
    assert S.call_distance_boosts(view, S.FrameHits([], [], None), {}, cands) == []


def test_loop_boosts_scale_with_the_candidates_score_for_dynamic_symptoms(view, monkeypatch):
    monkeypatch.setattr(S, "W_LOOP", 0.5)
    monkeypatch.setattr(S, "W_LOOP_NEAR", 0.25)
    view.rows[FIT].update(loop_score=S.LOOP_MIN, loop_signals='["for e in range", "loss"]')
    cands = {FIT: [0.8, []], MAKE: [0.4, []], LOSS: [0.2, []]}
    got = as_dict(S.loop_boosts(view, Query("loss is nan", symptom="nan_or_inf"), cands))
    assert got == {FIT: (0.5 * 0.8, "training loop (for e in range, loss)"),
                   MAKE: (0.25 * 0.4, "calls/called by a training loop"),
                   LOSS: (0.25 * 0.2, "calls/called by a training loop")}
    assert S.loop_boosts(view, Query("shapes", symptom="exception"), cands) == []


def test_hub_damping_spares_small_functions_and_counts_a_class_dunders_once():
    assert S.hub_damping(["a.py::f", "a.py::g"]) == 1.0
    assert S.hub_damping([f"a.py::f{i}" for i in range(10)]) == 0.5
    plain = [f"a.py::f{i}" for i in range(4)]
    assert S.hub_damping([*plain, "a.py::g", "a.py::h"]) == 5 / 6
    assert S.hub_damping([*plain, INIT, GETITEM]) == 1.0            # Rows(...) is one callee


def test_callee_boosts_what_a_top_hit_calls_by_its_relative_score(view):
    got = as_dict(S.callee_boosts(view, FIT, 0.5))
    assert got == {MAKE: (S.W_PRF * 0.5, "called by top hit fit"), LOSS: (S.W_PRF * 0.5, "called by top hit fit")}
    assert set(as_dict(S.callee_boosts(view, MAKE, 1.0))) == {INIT, GETITEM}     # not the class chunk


def test_sibling_boosts_the_other_methods_of_a_top_hits_class(view):
    assert S.sibling_boosts(view, GETITEM, 0.5) == [(INIT, S.W_SIBLING * 0.5, "method of Rows, like top hit Rows.__getitem__")]
    assert S.sibling_boosts(view, FIT, 1.0) == []                # not a method


def test_feedback_boosts_expand_the_best_function_candidates(view):
    cands = {"train.py::<module>": [2.0, []], FIT: [1.0, []], GETITEM: [0.5, []], MAIN: [0.1, []], LOSS: [0.05, []]}
    got = S.feedback_boosts(view, cands)
    # the top PRF_TOP functions (not the module): fit's callees, then __getitem__'s sibling, then main's callee
    assert got == [*S.callee_boosts(view, FIT, 1.0), *S.sibling_boosts(view, GETITEM, 0.5),
                   *S.callee_boosts(view, MAIN, 0.1)]
    assert S.feedback_boosts(view, {"train.py::<module>": [1.0, []]}) == []


def test_strongest_keeps_one_boost_per_chunk_the_first_of_the_largest():
    got = S.strongest([("a", 0.1, "x"), ("a", 0.3, "y"), ("b", 0.2, "z"), ("a", 0.3, "w"), ("c", 0.0, "n")])
    assert got == [("a", 0.3, "y"), ("b", 0.2, "z")]


def test_rerank_composes_the_passes(view):
    q = Query("RuntimeError in loss_of", frames=FRAMES, identifiers=["loss_of"], symptom="exception")
    fused = {MAIN: (0.03, ["bm25 #1"]), LOSS: (0.02, ["bm25 #2"])}
    ranked = S.rerank(view, q, fused)
    assert ranked[0][0] == LOSS and ranked[0][2][:3] == ["bm25 #2", "frame train.py:5 in loss_of (innermost)",
                                                         "named `loss_of`"]
    scores = [s for _, s, _ in ranked]
    assert scores == sorted(scores, reverse=True)
    assert MAKE in {cid for cid, _, _ in ranked}                 # brought in by the data path


PRINTING = {"metrics.py": """
    class SegMetrics:
        def mean_iou(self):
            return 0.5

        def pixel_acc(self):
            return 0.9

    def mae(a, b):
        return (a - b).abs().mean()
    """, "tools/evaluate.py": """
    import logging
    log = logging.getLogger(__name__)

    def main(stats, m, n):
        print(f"[eval] {n} images | pixAcc {100 * stats['pixel_acc']:.2f} | mIoU {100 * m.mean_iou():.2f}")
        log.info("baseline %-8s test mae %.4f", "naive", mae(1, 2))
        print("{} done".format(n))
    """}


def test_printed_values_names_what_the_quoted_output_lines_were_computed_from():
    from index.evidence import output_lines, printed_values
    view = view_of(PRINTING)
    main = view.rows["tools/evaluate.py::main"]["text"]
    report = "# mIoU too low\n```\n[eval] 1 images | pixAcc 99.61 | mIoU 37.31\n```\n"
    assert printed_values(output_lines(report), main) == ["pixel_acc", "mean_iou"]
    assert printed_values(output_lines("```\nbaseline naive    test mae 0.0000\n```"), main) == ["mae"]
    # a format with too little text of its own ("{} done") matches nothing; prose is not output
    assert printed_values(output_lines("```\n3 done\n```"), main) == []
    assert printed_values(output_lines("[eval] 1 images | pixAcc 99.61 | mIoU 37.31"), main) == []


def test_printed_boosts_pull_up_the_functions_that_compute_the_printed_values():
    view = view_of(PRINTING)
    q = Query("# mIoU too low\n```\n[eval] 1 images | pixAcc 99.61 | mIoU 37.31\n```\n", symptom="wrong_output")
    got = as_dict(S.printed_boosts(view, q))
    assert set(got) == {"metrics.py::SegMetrics.mean_iou", "metrics.py::SegMetrics.pixel_acc"}
    assert got["metrics.py::SegMetrics.mean_iou"][0] == S.W_PRINTED and "mean_iou" in got["metrics.py::SegMetrics.mean_iou"][1]
    # with a traceback the frames say where the code ran: no guessing from output
    assert S.printed_boosts(view, Query(q.text, frames=[Frame("tools/evaluate.py", 6, "main")])) == []


SELECTING = {
    "models.py": """
        class RMSNorm:
            pass

        class LayerNorm:
            pass

        def build_norm(name):
            if name == "rmsnorm":
                return RMSNorm()
            if name == "layernorm":
                return LayerNorm()
        """,
}


def test_a_setting_value_the_prose_names_counts_fully_and_one_only_in_a_pasted_config_less():
    view = view_of(SELECTING)
    block = "```yaml\nmodel:\n  norm: rmsnorm\n```\n"
    named = as_dict(S.value_boosts(view, Query(f"# NaN loss\nWith `rmsnorm` it NaNs:\n{block}", symptom="nan_or_inf")))
    pasted = as_dict(S.value_boosts(view, Query(f"# NaN loss\nMy config:\n{block}", symptom="nan_or_inf")))
    sel = "models.py::RMSNorm"
    assert "selected by setting value 'rmsnorm'" in named[sel][1] and "models.py::LayerNorm" not in named
    # everything a whole pasted config sets is what the run uses: weaker evidence than a value the reporter names
    assert pasted[sel][0] == pytest.approx(named[sel][0] * S.W_VALUE_BLOCK)
