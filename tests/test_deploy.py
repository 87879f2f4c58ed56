"""Deployment files: compose files valid and wired, Dockerfiles linted, health checks that really check.

tests/data/compose_spec.json is the Compose Specification schema shipped by docker-compose 1.29.2
(Debian package docker-compose 1.29.2-3, compose/config/compose_spec.json; Docker Inc., Apache-2.0).
Where a compose binary is installed, `config` is run on the files as well.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest
import yaml
from fake_github.fixtures import redis_db  # noqa: F401
from fake_github.server import ServerThread, free_port
from starlette.applications import Starlette
from starlette.responses import PlainTextResponse
from starlette.routing import Route

from bot.app import web
from bot.app.manifest import read_env_file
from bot.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
DEPLOY = ROOT / "deploy"
COMPOSE_FILES = ["docker-compose.yml", "docker-compose.gpu-host.yml"]
DOCKERFILES = ["Dockerfile", "Dockerfile.runner"]
HEALTHCHECK = "/opt/repgen/healthcheck.py"


def compose(name: str) -> dict:
    return yaml.safe_load((DEPLOY / name).read_text())


def env_example() -> str:
    return (ROOT / ".env.example").read_text()


# ------------------------------------------------------------------------------------------------ compose
@pytest.mark.parametrize("name", COMPOSE_FILES)
def test_compose_file_matches_the_compose_schema(name):
    schema = json.loads((ROOT / "tests" / "data" / "compose_spec.json").read_text())
    jsonschema.Draft201909Validator(schema).validate(compose(name))


def test_schema_check_catches_a_misspelt_key():
    schema = json.loads((ROOT / "tests" / "data" / "compose_spec.json").read_text())
    broken = compose("docker-compose.yml")
    broken["services"]["web"]["healthchek"] = broken["services"]["web"].pop("healthcheck")
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.Draft201909Validator(schema).validate(broken)


def compose_cli() -> list[str] | None:
    if shutil.which("docker"):
        probe = subprocess.run(["docker", "compose", "version"], capture_output=True)
        if probe.returncode == 0:
            return ["docker", "compose"]
    return ["docker-compose"] if shutil.which("docker-compose") else None


@pytest.mark.skipif(compose_cli() is None, reason="no docker compose plugin or docker-compose installed")
def test_compose_cli_accepts_the_files(tmp_path):
    cli = compose_cli()
    deploy = tmp_path / "deploy"
    shutil.copytree(DEPLOY, deploy, ignore=shutil.ignore_patterns(".env", "secrets", "__pycache__"))
    (deploy / ".env").write_text(env_example())
    (deploy / "secrets").mkdir()
    (deploy / "secrets" / "github-app.pem").write_text("not a key\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("REPGEN_", "COMPOSE_"))}

    def config(*args: str, extra_env: dict | None = None) -> subprocess.CompletedProcess:
        return subprocess.run([*cli, *args, "config"], cwd=deploy, env={**env, **(extra_env or {})},
                              capture_output=True, text=True, timeout=60)

    main = config("-f", "docker-compose.yml", "--profile", "gpu")
    assert main.returncode == 0, main.stderr
    resolved = yaml.safe_load(main.stdout)
    assert {"redis", "web", "worker", "runner-cpu", "runner"} <= set(resolved["services"])
    assert resolved["services"]["worker"]["environment"]["REPGEN_RUNNER_POOL"] == "cpu"

    gpu_env = {"REPGEN_REDIS_URL": "redis://:pw@10.0.0.5:6379/0", "REPGEN_GPU_POOL": "a100"}
    host = config("-f", "docker-compose.gpu-host.yml", extra_env=gpu_env)
    assert host.returncode == 0, host.stderr
    runner = yaml.safe_load(host.stdout)["services"]["runner"]
    assert runner["command"][-1] == "gpu:a100"
    assert runner["environment"]["REPGEN_REDIS_URL"] == gpu_env["REPGEN_REDIS_URL"]
    # a GPU host without the shared Redis's address is refused, not started against localhost
    alone = config("-f", "docker-compose.gpu-host.yml")
    assert alone.returncode != 0 and "REPGEN_REDIS_URL" in alone.stderr


def queue_of(command: list[str]) -> str:
    return command[command.index("--queue") + 1]


def test_every_long_running_service_has_a_real_health_check():
    services = compose("docker-compose.yml")["services"]
    assert set(services) == {"redis", "web", "worker", "runner-cpu", "runner"}
    for name, svc in services.items():
        assert svc.get("healthcheck", {}).get("test"), f"{name} has no healthcheck"
    assert services["web"]["healthcheck"]["test"][-2:] == ["http", "http://127.0.0.1:8000/healthz"]
    # the worker is checked on the queue the web app enqueues to; each runner on the queue it serves
    assert services["worker"]["healthcheck"]["test"][-3:] == [HEALTHCHECK, "arq", web.QUEUE]
    host = compose("docker-compose.gpu-host.yml")["services"]["runner"]
    for svc in (services["runner-cpu"], services["runner"], host):
        # the runner image's `python` is the sandbox's torch environment; the check needs the worker's
        assert svc["healthcheck"]["test"][1:-1] == ["/opt/venv/bin/python", HEALTHCHECK, "arq"]
        assert svc["healthcheck"]["test"][-1] == queue_of(svc["command"])
    for svc in (*services.values(), host):
        assert svc["restart"] == "unless-stopped"


def test_gpu_runner_is_profiled_and_reserves_gpus():
    services = compose("docker-compose.yml")["services"]
    gpu_host = compose("docker-compose.gpu-host.yml")["services"]["runner"]
    assert services["runner"]["profiles"] == ["gpu"]
    for svc in (services["runner"], gpu_host):
        (device,) = svc["deploy"]["resources"]["reservations"]["devices"]
        assert device["driver"] == "nvidia" and "gpu" in device["capabilities"]
        assert {"TORCH_VERSION", "CUDA_VERSION"} <= set(svc["build"]["args"])
        assert svc["build"]["dockerfile"] == "deploy/Dockerfile.runner"
    assert "profiles" not in services["runner-cpu"] and "deploy" not in services["runner-cpu"]
    # the worker never runs generated code itself under compose: its default pool is the CPU runner's
    pool = re.fullmatch(r"\$\{REPGEN_RUNNER_POOL:-(\w+)\}", services["worker"]["environment"]["REPGEN_RUNNER_POOL"])
    assert pool and queue_of(services["runner-cpu"]["command"]) == f"gpu:{pool.group(1)}"


def test_secrets_reach_only_the_services_that_need_them():
    doc = compose("docker-compose.yml")
    services = doc["services"]
    worker, web_app = services["worker"], services["web"]
    assert worker["secrets"] == ["github_app_key"] and worker["env_file"] == ".env"
    assert worker["environment"]["REPGEN_PRIVATE_KEY_PATH"] == "/run/secrets/github_app_key"
    # the web app gets the env file for its webhook secret, but every other key is blanked out
    assert web_app["secrets"] == [] and web_app["env_file"] == ".env"
    assert {k: web_app["environment"][k] for k in ("REPGEN_PRIVATE_KEY_PATH", "REPGEN_PRIVATE_KEY",
                                                    "ANTHROPIC_API_KEY")} == dict.fromkeys(
        ("REPGEN_PRIVATE_KEY_PATH", "REPGEN_PRIVATE_KEY", "ANTHROPIC_API_KEY"), "")
    secrets_in_example = {"REPGEN_PRIVATE_KEY_PATH", "REPGEN_PRIVATE_KEY", "ANTHROPIC_API_KEY", "REPGEN_APP_ID",
                          "REPGEN_WEBHOOK_SECRET"}
    blank = Settings.from_env({**dict.fromkeys(secrets_in_example, "x"), **web_app["environment"]})
    assert blank.private_key is None and blank.anthropic_api_key is None and blank.webhook_secret == "x"
    # where `repgen setup --env-file deploy/.env` puts the key by default
    assert doc["secrets"]["github_app_key"]["file"] == "./secrets/github-app.pem"
    runners = [services["runner"], services["runner-cpu"], compose("docker-compose.gpu-host.yml")["services"]["runner"]]
    for svc in runners:
        assert "env_file" not in svc and "secrets" not in svc
        assert set(svc["environment"]) == {"REPGEN_REDIS_URL", "REPGEN_RUNNER_POOL", "REPGEN_HOME",
                                           "REPGEN_SANDBOX_IMAGE"}
        # tests run in containers of the runner's own image (`python` there is the pool's torch)
        assert svc["environment"]["REPGEN_SANDBOX_IMAGE"] == svc["image"]
        # docker-out-of-docker: the work folder has the same path on the host, so sandbox mounts resolve
        home = svc["environment"]["REPGEN_HOME"]
        assert f"{home}:{home}" in svc["volumes"]
        assert "/var/run/docker.sock:/var/run/docker.sock" in svc["volumes"]


def test_storage_and_ports():
    services = compose("docker-compose.yml")["services"]
    assert services["worker"]["environment"]["REPGEN_HOME"] == "/data"
    assert "${REPGEN_DATA:-repgen-home}:/data" in services["worker"]["volumes"]
    assert "redis-data:/data" in services["redis"]["volumes"]
    assert "--appendonly yes" in services["redis"]["command"][-1]   # queued jobs survive a restart
    # published on loopback unless the operator chooses an address
    for name in ("web", "redis"):
        (port,) = services[name]["ports"]
        assert port.startswith("${REPGEN_") and "_BIND:-127.0.0.1}" in port
    assert services["web"]["read_only"] is True and services["web"]["cap_drop"] == ["ALL"]


def test_every_compose_variable_and_setting_is_documented():
    documented = set(re.findall(r"^#?\s*([A-Z][A-Z0-9_]+)=", env_example(), re.M))
    used = set()
    for name in COMPOSE_FILES:
        used |= set(re.findall(r"(?<!\$)\$\{([A-Z][A-Z0-9_]*)", (DEPLOY / name).read_text()))   # $${...} is the container shell's
    # what the processes read from the environment: every name in the settings, and the runner's sandbox
    # configuration (its other REPGEN_ names are what it hands the sandbox, not settings)
    read = set(re.findall(r"\"((?:REPGEN|ANTHROPIC)_[A-Z0-9_]+)\"", (ROOT / "bot" / "settings.py").read_text()))
    sandbox_src = (ROOT / "runner" / "docker_sandbox.py").read_text()
    read |= set(re.findall(r"env\.get\(\"(REPGEN_[A-Z0-9_]+)\"", sandbox_src))
    assert "REPGEN_ANTHROPIC_BUDGET_USD" in read and "REPGEN_SANDBOX_IMAGE" in read
    assert read and {"REPGEN_APP_ID", "REPGEN_WEBHOOK_SECRET", "REPGEN_REDIS_URL"} <= read
    assert not (used | read) - documented, f"undocumented: {sorted((used | read) - documented)}"
    guide = (DEPLOY / "README.md").read_text()
    assert not {name for name in used | read if name not in guide}, "missing from deploy/README.md"


def test_env_example_as_copied_loads_with_the_defaults():
    # empty values in the example must not override defaults with "" (a model or Redis URL of "")
    settings = Settings.from_env(read_env_file(ROOT / ".env.example"))
    defaults = Settings()
    assert settings.redis_url == defaults.redis_url
    assert settings.anthropic_model == defaults.anthropic_model
    assert settings.github_api_url == defaults.github_api_url
    assert settings.app_id is None and settings.webhook_secret is None and settings.private_key is None


# ------------------------------------------------------------------------------------------- Dockerfiles
def instructions(name: str) -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) with continuation lines joined and comments dropped."""
    out, pending = [], ""
    for line in (DEPLOY / name).read_text().splitlines():
        if not pending and (not line.strip() or line.lstrip().startswith("#")):
            continue
        if line.rstrip().endswith("\\"):
            pending += line.rstrip()[:-1] + " "
            continue
        full = (pending + line).strip()
        pending = ""
        op, _, rest = full.partition(" ")
        out.append((op.upper(), rest.strip()))
    return out


def base_images(name: str) -> list[str]:
    ins = instructions(name)
    args = {}
    for op, rest in ins:
        if op == "ARG" and "=" in rest:
            key, _, value = rest.partition("=")
            args[key] = value
    images = []
    for op, rest in ins:
        if op == "FROM":
            image = rest.split()[0]
            for _ in range(3):   # ARGs may refer to ARGs
                image = re.sub(r"\$\{(\w+)\}", lambda m: args.get(m.group(1), ""), image)
            images.append(image)
    return images


@pytest.mark.parametrize("name", DOCKERFILES)
def test_base_images_are_pinned(name):
    images = base_images(name)
    assert images
    for image in images:
        repo, _, tag = image.partition("@")[0].rpartition(":")
        assert repo and tag and tag != "latest", image
        assert re.match(r"\d+\.\d+(\.\d+)?", tag), f"{image}: pin a version (and a digest in production)"


@pytest.mark.parametrize("name", DOCKERFILES)
def test_image_runs_as_an_unprivileged_user(name):
    ins = instructions(name)
    last_from = max(i for i, (op, _) in enumerate(ins) if op == "FROM")
    users = [rest for op, rest in ins[last_from:] if op == "USER"]
    assert users and users[-1] not in ("root", "0", "0:0")
    start = max(i for i, (op, _) in enumerate(ins) if op in ("CMD", "ENTRYPOINT"))
    user_at = max(i for i, (op, _) in enumerate(ins) if op == "USER")
    assert user_at < start


@pytest.mark.parametrize("name", DOCKERFILES)
def test_nothing_secret_is_baked_in(name):
    text = (DEPLOY / name).read_text()
    assert "latest" not in text
    for op, rest in instructions(name):
        if op in ("ENV", "ARG", "LABEL"):
            for key in re.findall(r"([A-Za-z_][A-Za-z0-9_.]*)=", rest):
                assert not re.search(r"SECRET|TOKEN|PASSWORD|PRIVATE|API_KEY", key, re.I), f"{op} {key}"
        if op in ("COPY", "ADD"):
            assert not re.search(r"\.env\b|secrets|\.pem\b", rest), f"{op} {rest}"
            assert "." not in rest.split()[:-1], "the whole build context copied into the image"


@pytest.mark.parametrize("name", DOCKERFILES)
def test_build_context_sends_only_what_is_copied(name):
    ignore = (DEPLOY / f"{name}.dockerignore").read_text().splitlines()
    assert "*" in ignore   # deny by default: .env files and keys next to the compose file stay home
    allowed = {line[1:] for line in ignore if line.startswith("!")}
    for op, rest in instructions(name):
        if op == "COPY" and not rest.startswith("--from"):
            for src in rest.split()[:-1]:
                assert src in allowed, f"{name}: COPY {src} is excluded by {name}.dockerignore"
    assert "deploy/healthcheck.py" in allowed


@pytest.mark.parametrize("name", DOCKERFILES)
def test_image_copies_every_package_pip_installs(name):
    import tomllib

    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    where = setuptools.get("package-dir", {})      # a package built from another folder (repgen_support)
    copied = {src for op, rest in instructions(name) if op == "COPY" and not rest.startswith("--from")
              for src in rest.split()[:-1]}
    assert {where.get(p, p).split(".")[0].split("/")[0] for p in setuptools["packages"]} <= copied
    assert "pyproject.toml" in copied and "README.md" in copied   # the build reads both


def test_images_carry_the_health_check_script_and_the_right_torch():
    web_img = (DEPLOY / "Dockerfile").read_text()
    runner_img = (DEPLOY / "Dockerfile.runner").read_text()
    for text in (web_img, runner_img):
        assert "healthcheck.py" in text and HEALTHCHECK.rsplit("/", 1)[0] in text
    # CPU torch is installed before the package, or pip resolves the CUDA build for the web image
    assert web_img.index("download.pytorch.org/whl/cpu") < web_img.index("pip install .")
    assert any(op == "HEALTHCHECK" for op, _ in instructions("Dockerfile"))
    # the runner's torch and CUDA are build arguments, so a pool can match its reports' environment
    args = {rest.split("=")[0] for op, rest in instructions("Dockerfile.runner") if op == "ARG"}
    assert {"TORCH_VERSION", "CUDA_VERSION", "TORCH_CUDA"} <= args
    assert '"torch==${TORCH_VERSION}"' in runner_img and "nvidia/cuda:${CUDA_VERSION}-" in runner_img
    # the docker sandbox runs `python -m pytest`: on PATH that must be the pool's torch, not the worker's
    (path,) = [rest for op, rest in instructions("Dockerfile.runner") if op == "ENV" and rest.startswith("PATH=")]
    assert path.startswith("PATH=/opt/sandbox/bin:/opt/venv/bin:")


# --------------------------------------------------------------------------------------- health checks
def healthcheck(*args: str, redis_url: str = "redis://127.0.0.1:6379/0") -> int:
    env = {**os.environ, "REPGEN_REDIS_URL": redis_url}
    return subprocess.run([sys.executable, str(DEPLOY / "healthcheck.py"), *args], env=env,
                          capture_output=True, timeout=30).returncode


def test_http_health_check_against_a_real_server():
    app = Starlette(routes=[Route("/healthz", lambda r: PlainTextResponse("ok")),
                            Route("/sick", lambda r: PlainTextResponse("no", 503))])
    with ServerThread(app) as server:
        assert healthcheck("http", server.url + "/healthz") == 0
        assert healthcheck("http", server.url + "/sick") == 1
    assert healthcheck("http", f"http://127.0.0.1:{free_port()}/healthz") == 1


async def test_arq_health_check_follows_a_real_worker(redis_db):  # noqa: F811
    import asyncio
    import uuid

    from arq.connections import RedisSettings
    from arq.worker import Worker

    async def noop(ctx):
        return None

    queue = f"repgen-test-health:{uuid.uuid4().hex[:8]}"
    redis_url = redis_db

    async def check() -> int:
        return await asyncio.to_thread(healthcheck, "arq", queue, redis_url=redis_url)

    assert await check() == 1   # no worker yet
    worker = Worker(functions=[noop], queue_name=queue, redis_settings=RedisSettings.from_dsn(redis_url),
                    health_check_interval=1, poll_delay=0.05, handle_signals=False)
    task = asyncio.create_task(worker.async_run())
    try:
        for _ in range(100):
            if await check() == 0:
                break
            await asyncio.sleep(0.1)
        assert await check() == 0   # the worker's heartbeat is in Redis
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        await worker.close()
    assert await check() == 1       # a stopped worker removes its key
    assert healthcheck("arq", queue, redis_url=f"redis://127.0.0.1:{free_port()}/0") == 1   # Redis down


def test_app_manifest_is_least_privilege():
    app = yaml.safe_load((ROOT / "app.yml").read_text())
    assert app["default_permissions"] == {"issues": "write", "contents": "write", "pull_requests": "write",
                                          "metadata": "read"}
    assert set(app["default_events"]) == {"issues", "issue_comment", "push", "installation_repositories"}
    assert app["public"] is False and app["hook_attributes"]["active"] is True
    assert app["hook_attributes"]["url"].endswith("/webhooks")   # the web app's route
    assert any(r.path == "/webhooks" for r in web.create_app(Settings(webhook_secret="x")).routes)
