"""Serve a built Stolik (dist/) on localhost with the MIME types browsers insist on.

Usage: python3 scripts/serve.py [PORT] [--dir DIR] [--base /sub/path/]

Also the server of the browser tests and the start-up benchmark: `Server` mounts folders under
URL prefixes (dist under a sub-path, a bare page beside it) and can be stopped and restarted on
the same port, which is how the offline test takes the network away.
"""
from __future__ import annotations

import argparse
import os
import posixpath
import sys
import threading
import urllib.parse
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".zip": "application/zip",
    ".woff2": "font/woff2",
}


class Handler(SimpleHTTPRequestHandler):
    """Static files from the server's mounts; module scripts and wasm get types a browser accepts."""

    server: _MountServer

    def translate_path(self, path: str) -> str:
        """Map a URL path to a file under the longest matching mount; no mount gives a missing path."""
        path = urllib.parse.unquote(path.split("?", 1)[0].split("#", 1)[0])
        for prefix, directory in self.server.mounts:
            if path.startswith(prefix) or path == prefix.rstrip("/"):
                rest = path[len(prefix):] if path.startswith(prefix) else ""
                parts = [p for p in posixpath.normpath("/" + rest).split("/") if p not in ("", ".", "..")]
                return os.path.join(directory, *parts)
        return os.path.join(self.server.mounts[-1][1], "\0no-such-mount")

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        """Our table first (stable across machines' /etc/mime.types), then Python's guess."""
        ext = os.path.splitext(str(path))[1].lower()
        return MIME_TYPES.get(ext) or super().guess_type(path)

    def end_headers(self) -> None:
        """Always revalidate, so a rebuild is seen at once (offline use relies on the service worker)."""
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        if self.server.verbose:
            super().log_message(format, *args)


class _MountServer(ThreadingHTTPServer):
    daemon_threads = True
    mounts: list[tuple[str, str]]
    verbose: bool

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that closed its page mid-download is no error of ours (the tests close pages mid-boot)."""
        if not isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            super().handle_error(request, client_address)


class Server:
    """A static server on host:port with folders mounted under URL prefixes; start/stop/restart."""

    def __init__(self, mounts: dict[str, Path], port: int = 0, host: str = "127.0.0.1", verbose: bool = False):
        for prefix in mounts:
            if not (prefix.startswith("/") and prefix.endswith("/")):
                raise ValueError(f"mount prefix {prefix!r} must start and end with '/'")
        # Longest prefix first, so "/games/stolik/" wins over "/".
        self.mounts = sorted(((p, str(Path(d).resolve())) for p, d in mounts.items()), key=lambda m: -len(m[0]))
        self.host, self.port, self.verbose = host, port, verbose
        self._httpd: _MountServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def origin(self) -> str:
        return f"http://{self.host}:{self.port}"

    def url(self, path: str = "/") -> str:
        """Absolute URL of a path on this server, e.g. url('/games/stolik/')."""
        return self.origin + "/" + path.lstrip("/")

    @property
    def running(self) -> bool:
        return self._httpd is not None

    def start(self) -> Server:
        """Start serving in a background thread (again on the same port after stop())."""
        if self._httpd is None:
            httpd = _MountServer((self.host, self.port), Handler)
            httpd.mounts, httpd.verbose = self.mounts, self.verbose
            self.port = httpd.server_address[1]
            self._thread = threading.Thread(target=httpd.serve_forever, name=f"serve:{self.port}", daemon=True)
            self._thread.start()
            self._httpd = httpd
        return self

    def stop(self) -> None:
        """Stop serving and close the port: the network is gone for the browser."""
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None

    def __enter__(self) -> Server:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def main(argv: list[str]) -> int:
    """Command line: serve a folder until Ctrl+C."""
    parser = argparse.ArgumentParser(prog="scripts/serve", description=__doc__.splitlines()[0])
    parser.add_argument("port", nargs="?", type=int, default=8000, help="port (default 8000)")
    parser.add_argument("--dir", type=Path, default=ROOT / "dist", help="folder to serve (default dist/)")
    parser.add_argument("--base", default="/", help="URL prefix to serve it under (default /)")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").is_file():
        print(f"serve: {args.dir} has no index.html: run scripts/build first", file=sys.stderr)
        return 1
    base = "/" + args.base.strip("/") + "/" if args.base.strip("/") else "/"
    server = Server({base: args.dir}, port=args.port, verbose=not args.quiet)
    try:
        server.start()
    except OSError as err:
        print(f"serve: cannot listen on 127.0.0.1:{args.port}: {err.strerror}", file=sys.stderr)
        return 1
    print(f"Stolik is served at http://localhost:{server.port}{base}  (Ctrl+C to stop)", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
