"""The Debian packages the blog tests (tests/blogs/) run against, and their install."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

# Installed by `python3 build.py test` when run as root without them (their own scripts may not
# start the services: the tests start their own, on loopback, and stop them).
BLOG_PACKAGES = ("wordpress", "wordpress-theme-twentytwentythree", "mariadb-server", "apache2", "libapache2-mod-php", "hugo")


def missing_packages(packages=BLOG_PACKAGES) -> list[str]:
    """The packages of `packages` dpkg does not have installed."""
    if not shutil.which("dpkg-query"):
        return list(packages)
    r = subprocess.run(["dpkg-query", "-W", "-f=${Package} ${db:Status-Status}\n", *packages], capture_output=True, text=True)
    installed = {line.split()[0] for line in r.stdout.splitlines() if line.endswith(" installed")}
    return [p for p in packages if p not in installed]


def ensure_blog_packages(log) -> None:
    """Install the blog layer's packages where they are missing (as root; otherwise say what to install:
    tests/blogs/ is then skipped)."""
    missing = missing_packages()
    if not missing:
        return
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        log(f"tests/blogs/ needs Debian's {', '.join(missing)} (sudo apt-get install -y {' '.join(missing)}): skipped without")
        return
    log(f"installing Debian's {', '.join(missing)} (the blog tests run against them)")
    policy = Path("/usr/sbin/policy-rc.d")
    made = not policy.exists()
    if made:  # the packages' scripts start no service (101: not allowed)
        policy.write_text("#!/bin/sh\nexit 101\n")
        policy.chmod(0o755)
    try:
        subprocess.run(["apt-get", "update", "-qq"], check=True)
        subprocess.run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", *missing], check=True,
                       env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
    finally:
        if made:
            policy.unlink()
