"""Page entry point: start the Stolik app once PyScript has loaded our package."""
from stolik.web.app import start

await start()  # noqa: F704 - PyScript runs this file with top-level await
