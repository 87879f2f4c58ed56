"""Environment snapshot: Python, torch, CUDA, cuDNN, GPUs (model, driver, memory via pynvml), CPU, OS.

Standard library only at import time; torch and pynvml are read if they are importable. It lives
beside the harness so the sandboxed run (which cannot import `runner`) and the host share one copy.
"""
import os
import platform
import sys


def _cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or None


def _mem_total_mb():
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemTotal:"):
                    return int(line.split()[1]) // 1024
    except (OSError, ValueError):
        pass
    return None


def nvml_gpus():
    """[{index, name, driver, memory_total_mb, memory_used_mb}] through pynvml, [] without a GPU."""
    try:
        import pynvml
        pynvml.nvmlInit()
    except Exception:
        return []
    try:
        driver = pynvml.nvmlSystemGetDriverVersion()
        gpus = []
        for i in range(pynvml.nvmlDeviceGetCount()):
            h = pynvml.nvmlDeviceGetHandleByIndex(i)
            mem = pynvml.nvmlDeviceGetMemoryInfo(h)
            name = pynvml.nvmlDeviceGetName(h)
            gpus.append({"index": i, "name": name.decode() if isinstance(name, bytes) else name,
                         "driver": driver.decode() if isinstance(driver, bytes) else driver,
                         "memory_total_mb": mem.total // 2**20, "memory_used_mb": mem.used // 2**20})
        return gpus
    except Exception:
        return []
    finally:
        try:
            pynvml.nvmlShutdown()
        except Exception:
            pass


def _torch_info(import_torch):
    if "torch" not in sys.modules and not import_torch:
        return {}
    try:
        import torch
    except Exception:
        return {"torch": None}
    info = {"torch": torch.__version__, "cuda": torch.version.cuda,
            "cuda_available": bool(torch.cuda.is_available())}
    try:
        info["cudnn"] = torch.backends.cudnn.version()
    except Exception:
        info["cudnn"] = None
    try:
        info["deterministic_algorithms"] = bool(torch.are_deterministic_algorithms_enabled())
        info["cudnn_deterministic"] = bool(torch.backends.cudnn.deterministic)
        info["cudnn_benchmark"] = bool(torch.backends.cudnn.benchmark)
        info["num_threads"] = torch.get_num_threads()
    except Exception:
        pass
    if info["cuda_available"]:
        try:
            info["cuda_devices"] = [torch.cuda.get_device_name(i) for i in range(torch.cuda.device_count())]
        except Exception:
            pass
    return info


def snapshot(import_torch=True, seeds=None):
    """One JSON-serialisable dict describing where a run happened."""
    env = {"python": platform.python_version(), "implementation": platform.python_implementation(),
           "platform": platform.platform(), "os": platform.system(), "machine": platform.machine(),
           "cpu": _cpu_model(), "cpu_count": os.cpu_count(), "memory_total_mb": _mem_total_mb()}
    env.update(_torch_info(import_torch))
    try:
        import numpy
        env["numpy"] = numpy.__version__
    except Exception:
        pass
    gpus = nvml_gpus()
    if gpus:
        env["gpus"] = gpus
        env["gpu"] = gpus[0]["name"]
        env["driver"] = gpus[0]["driver"]
    if seeds is not None:
        env["seeds"] = seeds
    return env
