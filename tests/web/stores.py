"""A localStorage stand-in for the tests of the pure web modules: storage.Store over a dict."""
from __future__ import annotations


class DictStore(dict):
    def get(self, key, default=None):
        return super().get(key, default)

    def set(self, key, value):
        self[key] = value

    def remove(self, key):
        self.pop(key, None)

    def keys(self):
        return list(super().keys())
