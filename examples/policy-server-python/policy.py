"""The policy: a proportional controller for the tabletop `reach` task.

It reads the simulated tabletop's `state` (10 numbers: end-effector x, y, z,
gripper, cube x, y, z, goal x, y, z) and steers the end-effector straight at the
goal. For any other instruction, or a state of another layout, it stands still.
"""

import math

import numpy as np

REACH = "move the gripper to the green marker"
# One action unit moves the end-effector target by 3 cm (seed 002 part B).
METRES_PER_UNIT = 0.03
ZERO = [0.0, 0.0, 0.0, 0.0]


class ReachController:
    name = "python-reach-controller"

    def reset(self, task, seed, instruction):
        """A new episode; this controller keeps no memory between steps."""

    def act(self, observation):
        """The action `[dx, dy, dz, grip]` for one control step."""
        instruction = observation["instruction"].strip().lower()
        state = [_as_float(x) for x in observation["state"]]
        if instruction != REACH or len(state) != 10 or not all(map(math.isfinite, state)):
            return list(ZERO)
        ee, goal = np.array(state[0:3]), np.array(state[7:10])
        move = np.clip((goal - ee) / METRES_PER_UNIT, -1.0, 1.0)
        return [float(v) for v in move] + [-1.0]  # gripper stays open


def _as_float(number):
    try:
        return float(number)
    except OverflowError:  # an integer beyond the float range
        return math.copysign(math.inf, number)
