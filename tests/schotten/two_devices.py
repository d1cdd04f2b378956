"""Two simulated devices of a secret game (device_game) or duel (device_match) passing real links, for the tests."""
from __future__ import annotations

import random


def start(module, options, inviter=0, seed=1):
    """The inviter's and the friend's devices after the invitation and the reply, and the random moves' source."""
    rng = random.Random(seed)
    first, invitation = module.invite({"tactics": False, "expert": False, "first": 0, **options}, inviter, rng.randrange)
    friend = module.accept(invitation, rng.randrange)
    assert first.receive(friend.to_send()) == "taken"
    return {inviter: first, 1 - inviter: friend}, rng


def turn(devices, sender, rng):
    """The sender's moves until it can go no further, and its link ("" when it has none to send)."""
    device = devices[sender]
    while device.can_move():
        device.play(rng.choice(device.state.legal_moves()))
    return device.to_send()
