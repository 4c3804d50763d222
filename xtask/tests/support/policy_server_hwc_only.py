"""Test-only variant of examples/policy-server-python with one planted bug.

The bug: before the controller runs, the camera frame is centre-cropped to the
square a vision model would take, and that crop unpacks `h, w, _ = image.shape`,
assuming every image is H×W×C. The seed allows any array of two or more
dimensions as `image`, so a grayscale H×W frame or a stacked N×H×W×C one makes
the server answer 500 (HTTP) or an error message (WebSocket) to a valid act.
Every fixed case sends H×W×3 images, so only generated observations reach it
(`policy.fuzz.codec`). Everything else is the example server unchanged.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "examples" / "policy-server-python"))

import server  # noqa: E402
from policy import ReachController  # noqa: E402


class SquareCropController(ReachController):
    name = "python-reach-controller (hwc-only variant)"

    def act(self, observation):
        image = observation.get("image")
        if image is not None:
            h, w, _ = image.shape  # the planted bug: not every image is H×W×C
            side = min(h, w)
            top, left = (h - side) // 2, (w - side) // 2
            observation["image"] = image[top : top + side, left : left + side]
        return super().act(observation)


if __name__ == "__main__":
    server.main(policy_factory=SquareCropController)
