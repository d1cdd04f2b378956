"""Page entry point: start the Stolik app once PyScript has loaded our package."""
from pyscript import window

window.performance.mark("stolik:python-start")
from stolik.web.app import start  # noqa: E402

window.performance.mark("stolik:imported")

await start()  # noqa: F704 - PyScript runs this file with top-level await
window.performance.mark("stolik:started")
