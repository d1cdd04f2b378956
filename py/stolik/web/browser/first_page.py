"""The page as it was loaded, before the app first drew on it: ``<html>``'s attributes, the title, and the
parts the app changes (the header, ``#app``, the footer). ``app.restart`` puts them back before a new app
starts on the same page, so it starts as on a page just loaded, without loading Python again.

Only these parts are kept and put back: the rest of ``<body>`` holds PyScript's own scripts, which a
copy put back would start again.
"""
from __future__ import annotations

from pyscript import document

PARTS = ("header.top", "#app", "#foot")


class FirstPage:
    def __init__(self) -> None:
        html = document.documentElement
        self.attributes = [(str(name), str(html.getAttribute(name))) for name in html.getAttributeNames()]
        self.title = str(document.title)
        self.parts = [(selector, str(document.querySelector(selector).outerHTML)) for selector in PARTS]

    def restore(self) -> None:
        html = document.documentElement
        for name in list(html.getAttributeNames()):
            html.removeAttribute(name)
        for name, value in self.attributes:
            html.setAttribute(name, value)
        document.title = self.title
        for selector, markup in self.parts:
            document.querySelector(selector).outerHTML = markup
