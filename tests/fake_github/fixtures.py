"""pytest fixtures over the fake GitHub: an App key, a private Redis database, settings, running servers.

Import the ones a test module needs: `from fake_github.fixtures import app_key, redis_db, ...  # noqa: F401`.
"""
from __future__ import annotations

from functools import cache

import pytest
import redis as redis_sync
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from bot.settings import Settings

from .app import FakeGitHub
from .server import ServerThread

REDIS = "redis://127.0.0.1:6379"
TEST_DBS = range(9, 16)          # databases these tests may claim; several test runs share one Redis
APP_ID = 4242
INSTALLATION = 957387            # the id in the real installation payloads
REPO = "Codertocat/Hello-World"  # the repository in the real payloads
SECRET = "webhook-secret-for-tests"
CRASH_ISSUE = """Training crashes with RuntimeError

```
Traceback (most recent call last):
  File "train.py", line 20, in main
    loss.backward()
RuntimeError: optimizer state is corrupted
```
torch 2.13.0
"""   # a deep-learning bug report, as the jobs' tests open it


@pytest.fixture(scope="session")
def app_key() -> tuple[str, str]:
    return _app_key()


@cache
def _app_key() -> tuple[str, str]:
    # one key per process: githubkit caches the App JWT per App id across clients, and each test module
    # importing this fixture gets its own fixture instance
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    private = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption()).decode()
    public = key.public_key().public_bytes(serialization.Encoding.PEM,
                                           serialization.PublicFormat.SubjectPublicKeyInfo).decode()
    return private, public


@pytest.fixture
def redis_db():
    """A Redis database of our own (claimed in db 0, flushed before and after): yields its URL."""
    claims = redis_sync.Redis.from_url(f"{REDIS}/0")
    for n in TEST_DBS:
        if claims.set(f"repgen-test-db:{n}", "1", nx=True, ex=900):
            break
    else:
        pytest.fail("no free Redis test database (9-15)")
    url = f"{REDIS}/{n}"
    db = redis_sync.Redis.from_url(url)
    db.flushdb()
    try:
        yield url
    finally:
        db.flushdb()
        db.close()
        claims.delete(f"repgen-test-db:{n}")
        claims.close()


@pytest.fixture
def fake_github(app_key):
    fake = FakeGitHub(app_id=APP_ID, public_key=app_key[1])
    with ServerThread(fake.app) as server:
        fake.url = server.url
        yield fake


@pytest.fixture
def settings(app_key, redis_db, fake_github, tmp_path) -> Settings:
    return Settings(app_id=str(APP_ID), private_key=app_key[0], webhook_secret=SECRET, redis_url=redis_db,
                    github_api_url=fake_github.url, home=str(tmp_path / "home"), bot_login="repgen[bot]")
