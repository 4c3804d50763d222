"""Arrays on the wire: `{"__ndarray__": base64 of the raw C-order bytes, "dtype", "shape"}`.

Decoding happens while the JSON is parsed (an `object_hook`), so an array is
turned into numpy wherever it sits in a message, the way msgpack-numpy does it
for openpi-style servers.
"""

import base64
import json

import numpy as np


class ArrayError(ValueError):
    """An `__ndarray__` object that cannot be turned into an array."""


def decode(obj):
    """The numpy array an `__ndarray__` object stands for."""
    try:
        raw = base64.b64decode(obj["__ndarray__"])
        return np.frombuffer(raw, dtype=np.dtype(obj["dtype"])).reshape(obj["shape"])
    except KeyError as missing:
        raise ArrayError(f"array object without {missing}") from None
    except (TypeError, ValueError) as err:
        raise ArrayError(f"invalid array ({obj.get('dtype')!r}, shape {obj.get('shape')!r}): {err}") from None


def _object_hook(obj):
    return decode(obj) if "__ndarray__" in obj else obj


def loads(text):
    """Parses a JSON message, decoding every array object in it."""
    return json.loads(text, object_hook=_object_hook)
