"""The page around the screens: the header's toggles, the page's language, title and footer.

A browser module. Written only when what it shows changes (a redraw per click would otherwise
rewrite the header too).
"""
from __future__ import annotations

from typing import Any

from pyscript import document, window

from stolik.web.html import esc
from stolik.web.i18n import Translator


class Chrome:
    def __init__(self) -> None:
        self.system_still = window.matchMedia("(prefers-reduced-motion: reduce)")   # the system's word wins; asked once, read live
        self.shown: tuple[Any, ...] = ()     # what the header and the page's title show now

    def still(self) -> bool:
        """Whether the system asks for reduced motion (then nothing moves, whatever the toggle says)."""
        return bool(self.system_still.matches)

    def update(self, tr: Translator, *, sound_on: bool, motion_on: bool, offline: bool, title: str) -> None:
        """Show the header's buttons in ``tr``'s language, the footer's offline note and ``title``."""
        system_still = self.still()
        chrome = (tr.lang, sound_on, motion_on, system_still, offline, title)
        if chrome == self.shown:
            return
        self.shown = chrome
        document.documentElement.setAttribute("lang", tr.lang)
        button = document.getElementById("lang-button")
        button.removeAttribute("disabled")
        button.textContent = tr("app.language")
        button.setAttribute("lang", "en" if tr.lang == "pl" else "pl")
        sound = document.getElementById("sound-button")
        sound.removeAttribute("disabled")
        label = esc(tr("app.sound-on" if sound_on else "app.sound-off"))
        sound.innerHTML = f'<span aria-hidden="true">♪</span> <span class="toggle-label">{label}</span>'  # a phone shows ♪ only
        sound.setAttribute("aria-pressed", "true" if sound_on else "false")
        motion = document.getElementById("motion-button")
        moving = motion_on and not system_still
        motion.toggleAttribute("disabled", system_still)     # nothing moves whatever the toggle says
        label = esc(tr("app.motion-system" if system_still else "app.motion-on" if moving else "app.motion-off"))
        motion.innerHTML = f'<span aria-hidden="true">∿</span> <span class="toggle-label">{label}</span>'
        if system_still:
            motion.setAttribute("title", tr("app.motion-system-why"))
        else:
            motion.removeAttribute("title")
        motion.setAttribute("aria-pressed", "true" if moving else "false")
        document.documentElement.setAttribute("data-motion", "on" if moving else "off")
        document.getElementById("foot").textContent = tr("app.offline-ready") if offline else ""
        document.title = title
