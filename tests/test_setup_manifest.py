"""`repgen setup` end to end: a real subprocess, the fake GitHub over real HTTP, a browser played by httpx."""
from __future__ import annotations

import os
import stat
from pathlib import Path

import httpx
import pytest
import yaml
from fake_github import FakeGitHub, ServerThread
from fake_github.fixtures import APP_ID, app_key  # noqa: F401
from fake_github.manifest import AppRegistrations, read_form, start_setup

from bot.app import manifest as mf
from bot.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
PUBLIC_URL = "https://repgen.example.test"


@pytest.fixture
def github(app_key):  # noqa: F811
    fake = FakeGitHub(app_id=APP_ID, public_key=app_key[1])
    reg = AppRegistrations(fake, app_key[0])
    with ServerThread(reg.app()) as server:
        yield fake, reg, server.url


def test_manifest_flow_writes_credentials_0600(tmp_path, github, app_key):  # noqa: F811
    fake, reg, gh_url = github
    env_file = tmp_path / ".env"
    env_file.write_text("# kept\nREPGEN_REDIS_URL=redis://redis:6379/0\nREPGEN_APP_ID=1\n")
    env_file.chmod(0o644)
    proc, url = start_setup(env_file, gh_url, PUBLIC_URL)
    try:
        form = read_form(url)
        # the page posts app.yml's manifest, with this deployment's URLs, to GitHub's "new App" page
        assert form.action.startswith(gh_url + "/settings/apps/new?state=")
        sent = yaml.safe_load(form.fields["manifest"])   # JSON is YAML
        app_yml = yaml.safe_load((ROOT / "app.yml").read_text())
        assert sent["hook_attributes"] == {"url": PUBLIC_URL + "/webhooks", "active": True}
        assert sent["redirect_url"] == url + "/callback"
        assert sent["default_events"] == app_yml["default_events"]
        assert sent["default_permissions"] == {"issues": "write", "contents": "write", "pull_requests": "write",
                                               "metadata": "read"}

        # a redirect that did not start from this page is refused and writes nothing
        forged = httpx.get(url + "/callback", params={"code": "stolen", "state": "guessed"})
        assert forged.status_code == 403
        assert mf.read_env_file(env_file)["REPGEN_APP_ID"] == "1"
        assert not fake.requests("POST", "/app-manifests/")

        # the browser submits the form; GitHub redirects back with a code; setup exchanges it
        done = httpx.post(form.action, data=form.fields, follow_redirects=True, timeout=30)
        assert done.status_code == 200, done.text
        assert "repgen" in done.text and "installations/new" in done.text
        assert proc.wait(timeout=15) == 0   # the server stops once the credentials are written
    finally:
        proc.kill()
        out = proc.communicate()[0]
    assert "registered" in out

    assert reg.received == [sent]
    (code, created), = fake.manifests.items()
    conversions = fake.requests("POST", f"^/app-manifests/{code}/conversions$")
    assert len(conversions) == 1 and conversions[0].auth == ""   # the code is the only credential

    key_file = tmp_path / "secrets" / "github-app.pem"
    for path in (env_file, key_file):
        assert stat.S_IMODE(path.stat().st_mode) == 0o600, path
    env = mf.read_env_file(env_file)
    assert env_file.read_text().startswith("# kept\nREPGEN_REDIS_URL=redis://redis:6379/0\n")
    assert env["REPGEN_APP_ID"] == str(APP_ID)
    assert env["REPGEN_WEBHOOK_SECRET"] == created["webhook_secret"]
    assert env["REPGEN_PRIVATE_KEY_PATH"] == str(key_file)
    assert env["REPGEN_BOT_LOGIN"] == "repgen[bot]"
    settings = Settings.from_env(env)
    assert settings.private_key == app_key[0] and settings.app_id == str(APP_ID)
    assert settings.github_api_url == gh_url


def test_bad_code_is_reported_and_the_server_keeps_waiting(tmp_path, github):
    fake, _, gh_url = github
    proc, url = start_setup(tmp_path / ".env", gh_url, PUBLIC_URL, "--org", "acme", "--name", "RepGen Acme")
    try:
        form = read_form(url)
        assert form.action.startswith(gh_url + "/organizations/acme/settings/apps/new?state=")
        assert yaml.safe_load(form.fields["manifest"])["name"] == "RepGen Acme"
        state = form.action.split("state=", 1)[1]
        # GitHub answers 404 for an unknown or expired code: nothing is written, setup stays up for a retry
        bad = httpx.get(url + "/callback", params={"code": "expired", "state": state}, timeout=30)
        assert bad.status_code == 502
        assert fake.requests("POST", "^/app-manifests/expired/conversions$")
        assert not (tmp_path / ".env").exists() and proc.poll() is None
        done = httpx.post(form.action, data=form.fields, follow_redirects=True, timeout=30)
        assert done.status_code == 200 and "repgen-acme" in done.text
        assert proc.wait(timeout=15) == 0
    finally:
        proc.kill()
        proc.communicate()
    assert mf.read_env_file(tmp_path / ".env")["REPGEN_BOT_LOGIN"] == "repgen-acme[bot]"


def test_env_file_update_keeps_other_lines_and_is_private_despite_umask(tmp_path):
    path = tmp_path / "deploy" / ".env"
    old = os.umask(0)   # a permissive umask must not leak the secret
    try:
        mf.update_env_file(path, {"A": "1", "B": "two words"})
        mf.update_env_file(path, {"B": "x", "C": "c:/d"})
    finally:
        os.umask(old)
    assert path.read_text() == "A=1\nB=x\nC=c:/d\n"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert mf.read_env_file(path) == {"A": "1", "B": "x", "C": "c:/d"}
    with pytest.raises(ValueError):
        mf.update_env_file(path, {"D": "it's"})
