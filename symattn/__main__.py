from symattn.cli import run

run()
