# layoutsnap — every target installs what it needs first (scripts/setup.sh is idempotent).
SWIFT ?= swift

.PHONY: setup build test bench bench-quick demo fixtures clean

setup:
	@bash scripts/setup.sh

build: setup
	$(SWIFT) build

# Every test: the solver against kiwisolver/HiGHS fixtures, properties, Pango/Cairo.
test: setup
	$(SWIFT) test

# Solver benchmarks, side by side with kiwisolver, in release mode.
bench: setup
	$(SWIFT) build -c release --product solver-bench
	$(SWIFT) build -c release --product layoutsnap
	python3 Benchmarks/layout_bench.py
	python3 Benchmarks/compare.py

bench-quick: setup
	$(SWIFT) build -c release --product solver-bench
	$(SWIFT) build -c release --product layoutsnap
	python3 Benchmarks/layout_bench.py
	python3 Benchmarks/compare.py --quick

# Builds the tool and shows what it can do so far (scenario rendering lands with issue 4).
demo: setup
	$(SWIFT) build -c release --product layoutsnap
	$(SWIFT) build -c release --product solver-bench
	.build/release/layoutsnap --version
	@for scenario in scenarios/*/*.yaml; do .build/release/layoutsnap layout --format text $$scenario || exit $$?; done
	.build/release/layoutsnap explain scenarios/seeds/002-v1-ambiguous.yaml
	.build/release/solver-bench stack 1000

# Regenerates the solver's reference fixtures from kiwisolver and HiGHS (scipy).
fixtures: setup
	python3 scripts/solver-fixtures.py

clean:
	rm -rf .build out .layoutsnap
