"""hive on screen: its GameScreen, renderer, strings and CSS."""
