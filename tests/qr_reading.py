"""Reading QR codes back as a camera would, for the tests: zxing-cpp over a screenshot's or a code's pixels
(no imaging library needed)."""
from __future__ import annotations

import struct
import zlib
from typing import Any

import zxingcpp

QUIET = 4            # light modules around a code


class GrayImage:
    """An 8-bit grey image as zxing-cpp reads it (the array interface, as numpy gives)."""

    def __init__(self, data: bytes, width: int, height: int) -> None:
        self.__array_interface__ = {"shape": (height, width), "typestr": "|u1", "data": data, "version": 3}


def png_gray(png: bytes) -> tuple[int, int, bytes]:
    """Decode Chromium's screenshot (8-bit RGB or RGBA, not interlaced) to grey bytes."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    at, chunks, header = 8, [], b""
    while at < len(png):
        size, kind = struct.unpack(">I4s", png[at:at + 8])
        body = png[at + 8:at + 8 + size]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            chunks.append(body)
        at += 12 + size
    width, height, depth, color = struct.unpack(">IIBB", header[:10])
    assert depth == 8 and color in (2, 6)
    channels = 4 if color == 6 else 3
    raw, stride = zlib.decompress(b"".join(chunks)), width * channels
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line[i] * 30 // 100 + line[i + 1] * 59 // 100 + line[i + 2] * 11 // 100
                          for i in range(0, stride, channels)))
        previous = line
    return width, height, b"".join(rows)


def test_resigning_by_link_ends_the_game_on_both_devices(server, new_context, boot):
    """B resigns while it is A's turn: B's resignation is B's own, and its link tells A."""
    first, second = device(new_context, boot, server), device(new_context, boot, server)
    new_link_game(first, "gore", side="0", first="0", me="Ala", friend="Olek")
    click_move(first, GORE_MOVE)
    assert receive(second, send(first)) == "human"
    click_move(second, GORE_MOVE)
    link = send(second)
    assert receive(first, link) == "human"
    second.click("[data-action=resign]")                       # not B's turn: B still resigns for B
    assert "North" in second.inner_text(".ask")
    second.click(".ask [data-action=resign-confirm]")
    assert state(second) == "over" and re.search(r"North resigned|Olek", second.inner_text(".status"))
    assert receive(first, send(second)) == "over"
    assert re.search(r"resigned\. .*South.* wins|South wins", first.inner_text(".status"))


def test_a_draw_offered_by_link_is_answered_on_the_other_device(server, new_context, boot):
    """A offers a draw with a move; B declines by playing on, then B offers and A accepts: both see the draw."""
    first, second = device(new_context, boot, server), device(new_context, boot, server)
    new_link_game(first, "gore", side="0", first="0")
    first.click("[data-action=offer-draw]")
    assert re.search(r"draw offer goes", first.inner_text(".status"))
    click_move(first, GORE_MOVE)
    assert receive(second, send(first)) == "human"
    assert re.search(r"offers a draw", second.inner_text(".ask"))
    click_move(second, GORE_MOVE)                               # playing on declines
    assert second.locator(".ask").count() == 0
    second_link = send(second)
    assert receive(first, second_link) == "human" and first.locator(".ask").count() == 0
    click_move(first, GORE_MOVE)
    assert receive(second, send(first)) == "human"
    second.click("[data-action=offer-draw]")
    click_move(second, GORE_MOVE)
    assert receive(first, send(second)) == "human"
    first.click(".ask [data-action=draw-accept]")
    assert state(first) == "over" and "Draw agreed" in first.inner_text(".status")
    assert receive(second, send(first)) == "over" and "Draw agreed" in second.inner_text(".status")


# Only QR codes, as a phone's camera looks for: read for every format, a QR code's rows of modules once gave a
# linear barcode too ("3129", beside the link: test_the_qr_code_decodes_to_the_link under load, 2026-12-05)
QR_CODES = zxingcpp.BarcodeFormat.QRCode


def read_png(png: bytes) -> list[str]:
    """The texts of the QR codes in a screenshot."""
    width, height, gray = png_gray(png)
    return [code.text for code in zxingcpp.read_barcodes(GrayImage(gray, width, height), formats=QR_CODES)]


def read_matrix(matrix: Any, pixels: int) -> list[str]:
    """The texts zxing-cpp reads off a segno code's matrix drawn ``pixels`` to a module, with its quiet zone."""
    light = [255] * (len(matrix) + 2 * QUIET)
    rows = [light] * QUIET + [[255] * QUIET + [0 if bit & 1 else 255 for bit in row] + [255] * QUIET
                              for row in matrix] + [light] * QUIET
    image = b"".join(bytes(value for value in row for _ in range(pixels)) * pixels for row in rows)
    return [code.text for code in zxingcpp.read_barcodes(GrayImage(image, len(light) * pixels, len(rows) * pixels),
                                                         formats=QR_CODES)]
