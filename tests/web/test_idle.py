"""The page's idle signal (web/idle.py): each thing still to come keeps the page from being idle."""
from dataclasses import fields

import pytest

from stolik.web.idle import Signal, Work

REASONS = [field.name for field in fields(Work)]


def test_nothing_to_come_is_idle():
    assert Work().pending() == ()


@pytest.mark.parametrize("reason", REASONS)
def test_each_reason_alone_keeps_the_page_busy_and_is_named(reason):
    assert Work(**{reason: True}).pending() == (reason,)


def test_the_names_come_in_a_fixed_order_and_counts_of_zero_are_done():
    assert Work(computer=True, render=True, frames=0, slides=2).pending() == ("render", "slides", "computer")


def test_the_signal_counts_frames_and_slides_and_writes_only_changes():
    frames, written, others = [], [], {"work": Work()}
    signal = Signal(frames.append, written.append, lambda: others["work"])
    signal.at_frame(lambda _time: signal.at_frame(lambda _time: None))   # a look two frames later
    frames.pop(0)(0.0)
    assert written == [("frames",)]                  # still a frame to come: nothing new written
    signal.slides_started()
    frames.pop(0)(0.0)
    assert written == [("frames",), ("frames", "slides"), ("slides",)]
    others["work"] = Work(computer=True)
    signal.slides_ended()
    assert written[-1] == ("computer",)
    others["work"] = Work()
    signal.note()
    assert written[-1] == () and not frames


def test_a_frame_callback_that_fails_still_counts_as_done():
    frames, written = [], []
    signal = Signal(frames.append, written.append, Work)

    def fails(_time):
        raise RuntimeError("boom")
    signal.at_frame(fails)
    with pytest.raises(RuntimeError):
        frames.pop()(0.0)
    assert written[-1] == ()
