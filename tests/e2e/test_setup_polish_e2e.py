"""A refused position said in Polish in the real browser: on Goré's setup screen every hole given to South
leaves North (Góra) without one, and the refusal names the rule in Polish, the side as the page names it; the
same on a phone's width, with pictures looked at (1280x800, 390x844). A Hive link whose third move breaks the
rules opens the setup screen at the start and says, in Polish, which rule of play it broke."""
from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

import pytest

from stolik.web import storage

pytestmark = pytest.mark.e2e

SETUP = "section#setup"
IDLE = "html[data-idle]"


def polish_page(new_context: Any, width: int, height: int) -> Any:
    """A page of a context whose saved settings choose Polish."""
    context = new_context(viewport={"width": width, "height": height})
    settings = json.dumps({storage.SETTINGS_KEY: json.dumps({"lang": "pl"})})
    # (the script runs in every document, about:blank too, where storage is denied)
    context.add_init_script(f"""(() => {{ try {{ for (const [k, v] of Object.entries({settings})) localStorage.setItem(k, v); }}
                                          catch (e) {{}} }})()""")
    return context.new_page()


@pytest.mark.parametrize("width, height", [(1280, 800), (390, 844)])
def test_a_gore_position_refused_in_polish(server, new_context, boot, screenshot, console_errors, width, height):
    page = boot(polish_page(new_context, width, height), server.url("/#/gore/setup"))
    assert page.get_attribute("html", "lang") == "pl"
    page.wait_for_selector(f"{IDLE} {SETUP}[data-state=ready]")
    for hole in ("N1", "N2", "N3", "N4"):
        page.click(f"{SETUP} [data-value='owner:{hole}']")
        page.wait_for_selector(f"{IDLE} {SETUP} [data-hole={hole}] .setup-owner.south")
    page.wait_for_selector(f"{IDLE} {SETUP}[data-state=refused]")
    refusal = page.locator("[data-role=setup-refusal]")
    assert refusal.inner_text() == "Taka pozycja nie może powstać w grze: Góra musi mieć co najmniej jeden dołek."
    refusal.scroll_into_view_if_needed()
    assert refusal.is_visible()
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width        # nothing wider than the screen
    screenshot(page, f"setup-refused-pl-{width}x{height}", full_page=False)
    assert console_errors == []


def test_a_hive_link_against_the_rules_says_the_broken_rule_in_polish(server, new_context, boot, console_errors):
    position = "Base;InProgress;White[2];wS1;bS1 wS1-;wS1 bS1-"
    page = boot(polish_page(new_context, 1280, 800), server.url("/#/hive/setup/" + quote(position, safe="")))
    page.wait_for_selector(f"{IDLE} {SETUP}[data-state=ready]")
    assert page.get_attribute(SETUP, "data-position") == "Base;NotStarted;White[1]"      # the start instead
    said = page.inner_text(f"{SETUP} [role=status]")
    assert ("Nie przyjęto pozycji z linku (ruchu 3 ('wS1 bS1-') nie można zagrać: żaden żeton nie może się ruszyć, "
            "zanim Białe nie położą królowej): to pozycja początkowa.") in said
    assert console_errors == []
