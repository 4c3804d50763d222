"""HTTP transport: `GET /info`, `POST /reset`, `POST /act`, JSON in and out.

The server holds one evaluation; requests run one at a time. Any failure is a
non-200 answer with `{"error": message}`.
"""

import json
import logging
import threading
import traceback
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import protocol

log = logging.getLogger("policy-server.http")


class PolicyHTTPServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address, evaluation):
        super().__init__(address, Handler)
        self.evaluation = evaluation
        self.lock = threading.Lock()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive: the harness sends one request per step
    server_version = "policy-server-python"
    # Headers and body go out as two writes; without this, Nagle's algorithm and
    # delayed ACKs add ~40 ms to every reply on a keep-alive connection.
    disable_nagle_algorithm = True

    def do_GET(self):
        routes = {"/info": self.server.evaluation.info}
        self._dispatch(routes, ("/reset", "/act"))

    def do_POST(self):
        body = self._body()
        if body is None:
            return
        routes = {
            "/reset": lambda: self.server.evaluation.reset(protocol.parse(body)),
            "/act": lambda: self.server.evaluation.act(protocol.parse(body)),
        }
        self._dispatch(routes, ("/info",))

    def _body(self):
        """The request body, or None after answering a request whose body cannot be read."""
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            self.close_connection = True
            self._reply(411, {"error": "send the body with a Content-Length"})
            return None
        length = self.headers.get("Content-Length") or "0"
        if not length.isdigit():
            self.close_connection = True
            self._reply(400, {"error": f"invalid Content-Length {length!r}"})
            return None
        return self.rfile.read(int(length))

    def _dispatch(self, routes, other_methods):
        path = self.path.split("?", 1)[0]
        if path not in routes:
            if path in other_methods:
                return self._reply(405, {"error": f"{self.command} {path} is not supported"})
            return self._reply(404, {"error": f"no route {path}"})
        try:
            with self.server.lock:
                reply = routes[path]()
        except protocol.BadRequest as err:
            return self._reply(400, {"error": str(err)})
        except Exception as err:  # the policy failed: report it, keep serving
            log.error("%s %s failed:\n%s", self.command, path, traceback.format_exc())
            return self._reply(500, {"error": f"{type(err).__name__}: {err}"})
        self._reply(200, reply)

    def _reply(self, status, body):
        data = json.dumps(body, allow_nan=False).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format, *args):
        log.debug("%s - %s", self.address_string(), format % args)
