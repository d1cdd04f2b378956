"""The page's idle signal (web/idle.py): each thing still to come keeps the page from being idle."""
from dataclasses import fields

import pytest

from stolik.web.idle import Work

REASONS = [field.name for field in fields(Work)]


def test_nothing_to_come_is_idle():
    assert Work().pending() == ()


@pytest.mark.parametrize("reason", REASONS)
def test_each_reason_alone_keeps_the_page_busy_and_is_named(reason):
    assert Work(**{reason: True}).pending() == (reason,)


def test_the_names_come_in_a_fixed_order_and_counts_of_zero_are_done():
    assert Work(computer=True, render=True, frames=0, slides=2).pending() == ("render", "slides", "computer")
