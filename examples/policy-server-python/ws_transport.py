"""WebSocket transport: one connection per evaluation, one reply per message.

Messages carry a `type` (`info`, `reset`, `act`); replies are `info`, `ok`,
`action`, or `error` with a `message`, after which the connection stays usable.
"""

import json
import logging
import traceback

from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosedError

import protocol

log = logging.getLogger("policy-server.ws")


def server(host, port, paths, policy_factory):
    """The websockets server (an async context manager), upgrading at `paths`."""

    async def handle(connection):
        evaluation = protocol.Evaluation(policy_factory())
        try:
            async for message in connection:
                await connection.send(json.dumps(reply(evaluation, message), allow_nan=False))
        except ConnectionClosedError:
            pass  # the harness went away without a closing handshake: the evaluation is over

    def only_known_paths(connection, request):
        if request.path.split("?", 1)[0] not in paths:
            return connection.respond(404, f"no WebSocket endpoint at {request.path}\n")
        return None

    # Camera images make messages of several MB: no size limit, no compression (as openpi does).
    return serve(
        handle, host, port, process_request=only_known_paths, max_size=None, compression=None
    )


def reply(evaluation, message):
    kind = None
    try:
        request = protocol.parse(message)
        kind = request.get("type")
        if kind == "info":
            return {"type": "info", **evaluation.info()}
        if kind == "reset":
            evaluation.reset(request)
            return {"type": "ok"}
        if kind == "act":
            return {"type": "action", **evaluation.act(request)}
        raise protocol.BadRequest(f"unknown message type {kind!r}")
    except protocol.BadRequest as err:
        return {"type": "error", "message": str(err)}
    except Exception as err:  # the policy failed: report it, keep serving
        log.error("%s message failed:\n%s", kind, traceback.format_exc())
        return {"type": "error", "message": f"{type(err).__name__}: {err}"}
