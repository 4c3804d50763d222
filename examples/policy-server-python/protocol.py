"""The `evals/1` messages, whatever transport carries them.

Checks what the protocol says a request holds and nothing more: requests are
JSON objects, a reset has `task` (string), `seed` (integer) and `instruction`
(string), an act has an `observation` object with `instruction` (string) and
`state` (list of numbers). Anything else a request carries is ignored.
"""

import ndarray

PROTOCOL = "evals/1"


class BadRequest(Exception):
    """A request the protocol does not allow; the client gets the message."""


def parse(text):
    """The JSON object a request body or WebSocket message holds."""
    try:
        message = ndarray.loads(text)
    except ndarray.ArrayError as err:
        raise BadRequest(str(err)) from None
    except (ValueError, RecursionError) as err:  # RecursionError: nesting too deep
        raise BadRequest(f"not valid JSON: {err}") from None
    if not isinstance(message, dict):
        raise BadRequest("expected a JSON object")
    return message


class Evaluation:
    """One evaluation: the policy, reset before every episode."""

    def __init__(self, policy):
        self.policy = policy

    def info(self):
        return {"protocol": PROTOCOL, "name": self.policy.name}

    def reset(self, request):
        task = _field(request, "task", str, "a string")
        seed = _field(request, "seed", int, "an integer")
        instruction = _field(request, "instruction", str, "a string")
        self.policy.reset(task, seed, instruction)
        return {}

    def act(self, request):
        observation = _field(request, "observation", dict, "an object")
        _field(observation, "instruction", str, "a string", where="observation.")
        state = _field(observation, "state", list, "a list of numbers", where="observation.")
        if not all(_is_number(x) for x in state):
            raise BadRequest("observation.state must be a list of numbers")
        return {"action": self.policy.act(observation)}


def _field(obj, key, kind, description, where=""):
    value = obj.get(key)
    # bool is an int subclass in Python, but `true` is no integer.
    if not isinstance(value, kind) or isinstance(value, bool):
        raise BadRequest(f"{where}{key} must be {description}")
    return value


def _is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)
