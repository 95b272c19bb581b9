"""Start the app under uvicorn: choose the token, load the class, warm the grader, print where the pages are."""

import faulthandler
import ipaddress
import secrets
import signal
import socket
import sys
from dataclasses import dataclass
from pathlib import Path

from symattn.serve.app import AppConfig, create_app
from symattn.serve.desk import Desk, default_decisions_path
from symattn.serve.runner import Runner


@dataclass(frozen=True)
class ServeConfig:
    host: str = "127.0.0.1"
    port: int = 8000
    token: str | None = None
    graded: str | None = None  # the graded class for the desk
    decisions: str | None = None
    derivations: tuple = ()
    workers: int | None = None  # None: one per core
    timeout: int = 10


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def app_config(config: ServeConfig) -> AppConfig:
    """Everything the app needs, loaded before the first request: a broken class or decisions file stops here."""
    token = config.token or (None if is_loopback(config.host) else secrets.token_urlsafe(18))
    desk = None
    if config.graded:
        results = Path(config.graded)
        desk = Desk(results, Path(config.decisions) if config.decisions else default_decisions_path(results))
    hosts = ("127.0.0.1", "localhost", "[::1]") if is_loopback(config.host) else ("*",)
    return AppConfig(Runner(config.derivations, config.workers, config.timeout), desk, token, hosts)


def warm_up(runner: Runner):
    """Import what grading and checking import, and grade and check each part's own answer, here, once: every
    worker forked later starts warm (sympy's caches and lazy imports filled; a check in a cold worker took two to
    four times as long). Only the staff's own answers are graded: nothing a student types outlives its request.
    Then the first workers are forked, before the first student comes."""
    import symattn.grading.grade  # noqa: F401
    import symattn.steps.check  # noqa: F401

    runner.warm()
    runner.start()


def listening(host: str, port: int) -> socket.socket:
    """The server's socket, bound and listening before the warm-up: a port in use is said at once (OSError), and a
    request that comes during the warm-up and the workers' forks waits in the backlog rather than being refused."""
    bare = host.strip("[]")
    family = socket.AF_INET6 if ":" in bare else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((bare, port))
        sock.listen(128)
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(False)
    return sock


def serve(config: ServeConfig, sock: socket.socket):
    """Serve on `sock` (from `listening`) until Ctrl-C. SIGUSR1 prints every thread's stack to stderr: a server
    that stops answering says where it waits."""
    import uvicorn

    faulthandler.register(signal.SIGUSR1, all_threads=True)
    settings = app_config(config)
    warm_up(settings.runner)
    shown = "127.0.0.1" if config.host in ("0.0.0.0", "::") else config.host
    base = f"http://{shown}:{sock.getsockname()[1]}"
    print(f"symattn serve: the self-check page is {base}/", file=sys.stderr)
    if settings.desk is not None:
        token = f"?token={settings.token}" if settings.token else ""
        print(f"symattn serve: the review desk is {base}/review{token} (decisions: {settings.desk.path})",
              file=sys.stderr)
    print("symattn serve: Ctrl-C stops it", file=sys.stderr, flush=True)
    try:
        server = uvicorn.Server(uvicorn.Config(create_app(settings), log_level="warning", access_log=False))
        server.run(sockets=[sock])
    finally:
        settings.runner.close()
        sock.close()
