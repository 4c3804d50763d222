"""Test-only variant of examples/policy-server-python with one response field
changed: `info` names the policy differently. Everything else is the example
server unchanged, so a snapshot run must show that field and nothing more.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "examples" / "policy-server-python"))

import server  # noqa: E402
from policy import ReachController  # noqa: E402


class RenamedController(ReachController):
    name = "python-reach-controller, renamed"


if __name__ == "__main__":
    server.main(policy_factory=RenamedController)
