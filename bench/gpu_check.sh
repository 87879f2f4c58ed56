#!/usr/bin/env bash
# GPU check for the runner: on a machine with an NVIDIA GPU, run a CUDA OOM reproduction and a GPU
# memory-leak reproduction through the runner (sandbox + harness + symptom detection) and print the
# symptoms found and the GPU memory curves (torch's allocator per step, and the device as pynvml sees it).
#
#   bench/gpu_check.sh                 # local sandbox (bubblewrap), the project's .venv
#   SANDBOX=docker bench/gpu_check.sh  # through the Docker backend (REPGEN_SANDBOX_IMAGE with CUDA torch)
#   PYTHON=/path/to/python bench/gpu_check.sh
#
# Without a GPU (or without a CUDA build of torch) it says so and exits 77 ("skipped"), running nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PYTHON:-.venv/bin/python}"
[ -x "$PY" ] || PY="$(command -v python3)"
SANDBOX="${SANDBOX:-local}"

if ! "$PY" - <<'EOF_PROBE'
import sys
try:
    import pynvml
    pynvml.nvmlInit()
    n = pynvml.nvmlDeviceGetCount()
except Exception as exc:
    print(f"gpu_check: SKIPPED - no NVIDIA GPU visible through pynvml ({type(exc).__name__}: {exc})")
    sys.exit(1)
import torch
if not torch.cuda.is_available():
    print(f"gpu_check: SKIPPED - {n} GPU(s) seen by pynvml but torch {torch.__version__} has no CUDA "
          f"(install a CUDA build of torch, or use SANDBOX=docker with a CUDA runner image)")
    sys.exit(1)
print(f"gpu_check: {n} GPU(s); torch {torch.__version__}, CUDA {torch.version.cuda}")
EOF_PROBE
then
  exit 77
fi

SANDBOX="$SANDBOX" "$PY" - <<'EOF_CHECK'
import json, os, tempfile, textwrap, time
from runner import envsnap
from runner.models import Expected, RunLimits
from runner.sandbox import get_sandbox
from runner.symptoms import detect_symptoms

repo = tempfile.mkdtemp(prefix="repgen_gpu_check_")
open(os.path.join(repo, "gpulib.py"), "w").write(textwrap.dedent('''
    import torch

    def allocate_activations(batch, features=65536):
        # the reported bug: activations sized batch x features x features on the GPU
        return torch.empty(batch, features, features, device="cuda")

    class Trainer:
        def __init__(self):
            self.model = torch.nn.Linear(1024, 1024).cuda()
            self.opt = torch.optim.SGD(self.model.parameters(), lr=0.01)
            self.history = []

        def step(self):
            x = torch.randn(512, 1024, device="cuda")
            loss = self.model(x).pow(2).mean()
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()
            self.history.append(loss)                                      # keeps every graph alive: a leak
            self.history.append(torch.randn(4, 2**20, device="cuda"))      # + 16 MB per step
            return loss.item()
'''))
checks = {
    "cuda_oom": (Expected("oom", "torch.OutOfMemoryError", "CUDA out of memory"), '''
        import gpulib
        def test_allocates():
            x = gpulib.allocate_activations(64)
            assert x.shape[0] == 64
    '''),
    "gpu_memory_leak": (Expected("memory_growth"), '''
        import time, torch, gpulib
        def test_memory_flat():
            t = gpulib.Trainer()
            used = []
            for i in range(60):
                t.step()
                time.sleep(0.05)      # lets the pynvml sampler see every step
                used.append(torch.cuda.memory_allocated())
            assert used[-1] - used[10] < 50 * 2**20, f"memory grows: {used[10] >> 20} -> {used[-1] >> 20} MB"
    '''),
}
run = get_sandbox(os.environ["SANDBOX"])
print("host:", json.dumps({k: v for k, v in envsnap.snapshot().items() if k in (
    "gpu", "driver", "torch", "cuda", "cudnn", "cpu", "python")}))

def curve(points, width=12):
    if not points:
        return "(none)"
    step = max(1, len(points) // width)
    return "  ".join(f"{s}:{v:.0f}" for s, v in points[::step] + ([points[-1]] if (len(points) - 1) % step else []))

failed = 0
for name, (expected, body) in checks.items():
    t = time.monotonic()
    r = run(repo, textwrap.dedent(body), RunLimits(timeout_s=300, memory_mb=32768), gpu="0")
    syms = detect_symptoms(r, expected)
    print(f"\n== {name}: outcome {r.outcome} in {time.monotonic() - t:.1f}s, sandbox {r.sandbox}"
          + (f", limit {r.limit_hit}" if r.limit_hit else ""))
    if r.exception:
        print(f"   exception: {r.exception.type}: {r.exception.message.splitlines()[0][:200]}")
    for s in syms:
        print(f"   symptom {s.symptom} (score {s.score}):")
        for e in s.evidence:
            print(f"      - {e}")
    print(f"   torch allocated MB by step: {curve(r.series.get('cuda_alloc_mb', []))}")
    print(f"   torch reserved MB by step:  {curve(r.series.get('cuda_reserved_mb', []))}")
    print(f"   pynvml device used MB by step: {curve(r.series.get('gpu_mem_mb', []))}")
    if not syms or syms[0].symptom != expected.symptom:
        failed += 1
        print(f"   !! expected {expected.symptom} first; output tail:\n" + r.output_tail[-1500:])
print(f"\ngpu_check: {len(checks) - failed}/{len(checks)} reproductions showed the expected symptom")
raise SystemExit(1 if failed else 0)
EOF_CHECK
