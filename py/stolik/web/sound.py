"""Soft sounds made in the page with Web Audio, so no audio file is needed: a click for each move and a
two-note cue when the computer has answered and it is your turn. Off unless the player turns them on."""
from __future__ import annotations

from typing import Any

import js

CLICK = ((660.0, 0.0, 0.07),)                       # (frequency in Hz, start, length in seconds)
YOUR_TURN = ((523.25, 0.0, 0.12), (783.99, 0.12, 0.18))
VOLUME = 0.12


class Sound:
    """Tones on one AudioContext, made at the first sound (browsers allow it after the player's click)."""

    def __init__(self) -> None:
        self.context: Any = None

    def click(self) -> None:
        self.play(CLICK)

    def your_turn(self) -> None:
        self.play(YOUR_TURN)

    def play(self, tones: tuple[tuple[float, float, float], ...]) -> None:
        context = self.audio()
        if context is None:
            return
        now = float(context.currentTime)
        for frequency, start, length in tones:
            oscillator, gain = context.createOscillator(), context.createGain()
            oscillator.type = "sine"
            oscillator.frequency.value = frequency
            begin, end = now + start, now + start + length
            gain.gain.setValueAtTime(0.0001, begin)
            gain.gain.exponentialRampToValueAtTime(VOLUME, begin + 0.01)   # no click at the edges
            gain.gain.exponentialRampToValueAtTime(0.0001, end)
            oscillator.connect(gain)
            gain.connect(context.destination)
            oscillator.start(begin)
            oscillator.stop(end + 0.02)

    def audio(self) -> Any:
        if self.context is None and hasattr(js, "AudioContext"):
            self.context = js.AudioContext.new()
        return self.context
