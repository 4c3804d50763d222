"""A remote policy server for the `evals/1` protocol, over HTTP and WebSocket.

    python server.py                     # HTTP on :8000, WebSocket on :8001
    python server.py --transport ws      # WebSocket only, at / and /ws
    python server.py --port 0            # any free port(s); the URLs are printed
"""

import argparse
import asyncio
import logging
import signal
import socket
import sys
import threading

import http_transport
import protocol
import ws_transport
from policy import ReachController


def arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    parser.add_argument(
        "--port", type=int, default=8000, help="port of the first transport; 0 picks a free one"
    )
    parser.add_argument(
        "--transport",
        choices=["http", "ws", "both"],
        default="both",
        help="both: HTTP on --port and WebSocket on --ws-port (default)",
    )
    parser.add_argument(
        "--ws-port",
        type=int,
        help="WebSocket port with --transport both (default: --port + 1 when free, else a free one)",
    )
    parser.add_argument(
        "--ws-path",
        action="append",
        dest="ws_paths",
        metavar="PATH",
        help="path that accepts WebSocket connections (repeatable; default: /ws and /)",
    )
    parser.add_argument("--verbose", action="store_true", help="log every request")
    args = parser.parse_args(argv)
    args.ws_paths = args.ws_paths or ["/ws", "/"]
    if args.ws_port is None:
        args.ws_port = default_ws_port(args.host, args.port)
    return args


def default_ws_port(host, port):
    """--port + 1 when it can be bound, else 0 (any free port): a harness that
    hands out one free port for --port has not reserved the next one."""
    if port == 0:
        return 0
    with socket.socket() as probe:
        try:
            probe.bind((host, port + 1))
        except OSError:
            return 0
    return port + 1


def main(argv=None, policy_factory=ReachController):
    args = arguments(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.WARNING,
        format="%(asctime)s %(name)s %(levelname)s %(message)s",
    )
    # SIGTERM stops the server the way Ctrl-C does.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    try:
        if args.transport == "http":
            serve_http(args.host, args.port, policy_factory).join()
        else:
            http = args.transport == "both"
            ws_port = args.ws_port if http else args.port
            if http:
                serve_http(args.host, args.port, policy_factory)
            asyncio.run(serve_ws(args.host, ws_port, args.ws_paths, policy_factory))
    except KeyboardInterrupt:
        pass


def serve_http(host, port, policy_factory):
    """Starts the HTTP server on a thread and returns the thread."""
    httpd = http_transport.PolicyHTTPServer((host, port), protocol.Evaluation(policy_factory()))
    bound_host, bound_port = httpd.server_address[:2]
    announce(f"http://{bound_host}:{bound_port}")
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    return thread


async def serve_ws(host, port, paths, policy_factory):
    async with ws_transport.server(host, port, paths, policy_factory) as ws:
        bound_host, bound_port = ws.sockets[0].getsockname()[:2]
        for path in paths:
            announce(f"ws://{bound_host}:{bound_port}{path}")
        await ws.serve_forever()


def announce(url):
    print(f"listening on {url}", flush=True)


if __name__ == "__main__":
    main()
