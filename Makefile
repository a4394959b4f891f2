# layoutsnap — every target installs what it needs first (scripts/setup.sh is idempotent).
SWIFT ?= swift

.PHONY: setup build test examples browser-test bundled-check browser-setup gallery-browser-test preview-browser-test docs doc-snippets surface census bench bench-quick demo preview docs-images fixtures fuzz fidelity fidelity-wide clean

setup:
	@bash scripts/setup.sh

build: setup
	$(SWIFT) build

# Every test, both tiers: swift test alone runs the first (each stage through its API, in
# seconds); LAYOUTSNAP_TESTS=all adds the second (spawned binaries, HTTP, killed processes,
# fuzz and corpus campaigns). Then the project's own regression suite: every bundled scenario
# against snapshots/, and the pages in a real browser.
test: setup
	LAYOUTSNAP_TESTS=all $(SWIFT) test
	@# `swift test` built every product; the three checks below share no files, and two of
	@# them mostly wait on a browser, so they run side by side (each one's output kept whole).
	$(MAKE) -j3 --output-sync=target bundled-check gallery-browser-test preview-browser-test

# Examples/UIKitScreens as a package of its own, depending on this one by path (docs/uikit-code.md).
examples: setup
	cd Examples/UIKitScreens && $(SWIFT) test

# The gallery page in a real browser (Debian's chromium, installed here rather than by the
# core setup: only this step needs it).
browser-test:
	$(SWIFT) build --product layoutsnap
	$(SWIFT) build --product layoutsnap-preview
	$(MAKE) gallery-browser-test preview-browser-test

bundled-check:
	.build/debug/layoutsnap check scenarios --ci

browser-setup:
	@bash scripts/setup-browser.sh

gallery-browser-test: browser-setup
	python3 scripts/browser_test.py

preview-browser-test: browser-setup
	python3 scripts/preview_browser_test.py

# The gallery of the bundled scenarios: site/index.html.
docs: setup
	$(SWIFT) build -c release --product layoutsnap
	rm -rf site
	.build/release/layoutsnap gallery scenarios -o site

# What each library product shows its users, and any public signature naming a type no
# product exports (docs/architecture.md).
surface: setup
	$(SWIFT) package dump-symbol-graph --minimum-access-level public >/dev/null
	python3 scripts/public-surface.py

# The UIKit API census with a column saying what LayoutSnapUIKit declares: docs/uikit-census.md.
census: setup
	$(SWIFT) package dump-symbol-graph --minimum-access-level public >/dev/null
	python3 scripts/uikit-census.py

# Benchmarks in release mode: layout, rendering and snapshots, then the solver side by side
# with kiwisolver. bench-quick leaves out the solver cases where kiwisolver takes minutes.
# The executables' own objects are compiled afresh: an incremental release build can keep a
# main compiled against an older layout of a library's types (preview-bench crashed copying
# a Scenario, its main.o older than the type's change).
bench: SOLVER_BENCH_FLAGS =
bench-quick: SOLVER_BENCH_FLAGS = --quick
bench bench-quick: setup browser-setup
	@bash scripts/setup-bench.sh
	rm -f .build/release/layoutsnap.build/*.o .build/release/layoutsnap_preview.build/*.o .build/release/solver_bench.build/*.o \
		.build/release/snapshot_bench.build/*.o .build/release/preview_bench.build/*.o .build/release/uikit_bench.build/*.o
	$(SWIFT) build -c release --product layoutsnap
	$(SWIFT) build -c release --product solver-bench
	$(SWIFT) build -c release --product snapshot-bench
	$(SWIFT) build -c release --product preview-bench
	$(SWIFT) build -c release --product uikit-bench
	.build/release/uikit-bench $(if $(filter bench-quick,$@),--quick,)
	python3 Benchmarks/layout_bench.py
	python3 Benchmarks/glue_bench.py
	python3 Benchmarks/lint_bench.py
	python3 Benchmarks/ib_bench.py
	python3 Benchmarks/stack_bench.py
	python3 Benchmarks/matrix_bench.py
	python3 Benchmarks/overlay_bench.py
	python3 Benchmarks/png_bench.py
	python3 Benchmarks/render_bench.py
	python3 Benchmarks/snapshot_bench.py
	python3 Benchmarks/suite_bench.py
	python3 Benchmarks/preview_bench.py
	$(SWIFT) build -c release --product layoutsnap-preview
	python3 scripts/preview_browser_test.py --every-scenario --layoutsnap .build/release/layoutsnap
	python3 Benchmarks/assertions_bench.py
	python3 Benchmarks/compare.py $(SOLVER_BENCH_FLAGS)

# Builds the tool and renders every bundled scenario in both modes into out/.
demo: setup
	$(SWIFT) build -c release --product layoutsnap
	rm -rf out
	.build/release/layoutsnap render scenarios -o out --overlay caption
	.build/release/layoutsnap render scenarios -o out --mode content --overlay caption,ambiguity
	.build/release/layoutsnap explain scenarios/seeds/002-v1-ambiguous.yaml

# The live preview of the bundled scenarios on http://127.0.0.1:8040/ (Ctrl-C stops it).
preview: setup
	$(SWIFT) build -c release --product layoutsnap
	$(SWIFT) build -c release --product layoutsnap-preview
	.build/release/layoutsnap preview scenarios

# Regenerates the pictures in the README (docs/images) from the bundled scenarios.
docs-images: setup
	$(SWIFT) build -c release --product layoutsnap
	rm -rf .build-docs-images && mkdir -p docs/images
	.build/release/layoutsnap render scenarios/seeds/003-max-height.yaml -o .build-docs-images --mode content --overlay caption
	.build/release/layoutsnap render scenarios/seeds/002-v1-ambiguous.yaml -o .build-docs-images --overlay ambiguity,caption --scale 1
	.build/release/layoutsnap render scenarios/seeds/001-pure-approach-large-image.yaml -o .build-docs-images --mode content --scale 1
	.build/release/layoutsnap render scenarios/scroll/floating-header.yaml -o .build-docs-images --mode content --overlay frames --scale 1
	.build/release/layoutsnap render scenarios/screens/signup-form.yaml -o .build-docs-images --overlay constraints --scale 1
	cp .build-docs-images/003-max-height/long.content.png docs/images/max-height-content.png
	cp .build-docs-images/002-v1-ambiguous/default.png docs/images/ambiguous-content-size.png
	cp .build-docs-images/001-pure-approach-large-image/scrolled.content.png docs/images/large-image-scrolled-content.png
	cp .build-docs-images/floating-header/scrolled.content.png docs/images/floating-header-content.png
	cp .build-docs-images/signup-form/default.png docs/images/signup-form-constraints.png
	rm -rf .build-docs-images

# Regenerates the solver's reference fixtures from kiwisolver and HiGHS (scipy).
fixtures: setup
	python3 -c 'import scipy' 2>/dev/null || python3 -m pip install --quiet scipy
	python3 scripts/solver-fixtures.py

# libFuzzer over three inputs, each seeded: scenario files (loading, layout, JSON, rendering;
# FUZZ_SECONDS bounds it), Interface Builder XML (the reader and import; FUZZ_RUNS inputs,
# seeded with the IB corpus) and the preview's request heads (FUZZ_RUNS inputs). Crashes land in
# .build-fuzz/crashes/. Leak detection is off: fontconfig's process-wide configuration is never
# freed, by design, and FoundationXML leaks a CFError per parse error (about 70 bytes). `LAYOUTSNAP_FUZZ=xml .build/debug/layoutsnap-fuzz FILE…` replays inputs.
FUZZ_SECONDS ?= 300
FUZZ_RUNS ?= 100000
FUZZ_FLAGS = -timeout=10 -rss_limit_mb=4096 -detect_leaks=0 -artifact_prefix=.build-fuzz/crashes/
export ASAN_OPTIONS = detect_leaks=0
fuzz: setup
	$(SWIFT) build -c release --build-path .build-fuzz --product layoutsnap-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING
	mkdir -p .build-fuzz/corpus .build-fuzz/xml-corpus .build-fuzz/http-corpus .build-fuzz/crashes
	cp scenarios/*/*.yaml .build-fuzz/corpus/
	cp Tests/Fixtures/ib-corpus/*.xib Tests/Fixtures/ib-corpus/*.storyboard .build-fuzz/xml-corpus/
	printf 'GET /png/scenarios/a.yaml?render=0&mode=content HTTP/1.1\r\nHost: 127.0.0.1:8040\r\nConnection: keep-alive\r\n\r\n' > .build-fuzz/http-corpus/png
	printf 'GET /events HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:8040\r\n\r\n' > .build-fuzz/http-corpus/events
	LAYOUTSNAP_FUZZ=http .build-fuzz/release/layoutsnap-fuzz .build-fuzz/http-corpus -runs=$(FUZZ_RUNS) -max_len=20000 $(FUZZ_FLAGS)
	LAYOUTSNAP_FUZZ=xml .build-fuzz/release/layoutsnap-fuzz .build-fuzz/xml-corpus -runs=$(FUZZ_RUNS) -max_len=65536 $(FUZZ_FLAGS)
	.build-fuzz/release/layoutsnap-fuzz .build-fuzz/corpus -max_total_time=$(FUZZ_SECONDS) -max_len=8192 $(FUZZ_FLAGS)

# The ```swift blocks of README.md and docs/ as Swift the test build compiles
# (Tests/DocSnippetTests/Generated); make test fails while they differ from the docs.
doc-snippets:
	python3 scripts/doc-snippets.py

clean:
	rm -rf .build out .layoutsnap

# How closely the Interface Builder corpus lays out to the frames Xcode stored, per file.
fidelity: setup
	$(SWIFT) build --product layoutsnap
	.build/debug/layoutsnap fidelity Tests/Fixtures/ib-corpus --sources Tests/Fixtures/ib-corpus/SOURCES.tsv
	.build/debug/layoutsnap fidelity Tests/Fixtures/ib-corpus --sources Tests/Fixtures/ib-corpus/SOURCES.tsv --intrinsic-sizes measured

# The wide corpus of docs/interface-builder.md: fetched by commit (network), then measured per set.
fidelity-wide: setup
	$(SWIFT) build --product layoutsnap
	python3 scripts/fetch-ib-corpus.py
	for set in tuning holdout unseen unseen2 unseen3 unseen4 unseen5 unseen6 unseen7 unseen8 unseen9 unseen10 unseen11 unseen12 unseen13 unseen14 unseen15 unseen16 unseen17 unseen18 unseen19 unseen20 unseen21 unseen22 unseen23 unseen24 unseen25 unseen26 unseen27 unseen28 unseen29 unseen30 unseen31 unseen32 unseen33 unseen34 unseen35 unseen36 unseen37 unseen38 unseen39 unseen40 unseen41 unseen42 unseen43 unseen44 unseen45 unseen46 unseen47 unseen48 unseen49 unseen50 unseen51 unseen52 unseen53 unseen54 unseen55 unseen56 unseen57; do .build/debug/layoutsnap fidelity .ib-corpus/$$set --find-misplaced; done
