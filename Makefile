# `make demo` and `make test` are the README's two commands on a fresh machine.
PY ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: install demo test lint bench

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip

# torch first, pinned to the CPU wheel: otherwise the embedding model's dependencies pull a multi-GB CUDA build
install: $(BIN)/python
	$(BIN)/pip install -q "torch==2.13.0"
	$(BIN)/pip install -q -e ".[test]"

demo: install
	$(BIN)/repgen reproduce --repo examples/std_norm_nan/repo --issue examples/std_norm_nan/issue.md --out out/std_norm_nan

test: install
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -q

bench:
	$(BIN)/python ../shared/bench/run_bench.py ../shared/bench/dev --python "$(abspath $(BIN)/python)" \
	  --cmd '$(abspath $(BIN)/repgen) reproduce --repo {repo} --issue {issue} --out {out}'
