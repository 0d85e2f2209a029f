"""Benchmarks and studies, outside the test run. Run each as a module from the checkout's root
(`python3 -m bench.run`, or `python3 build.py bench`); results in bench/results/."""
