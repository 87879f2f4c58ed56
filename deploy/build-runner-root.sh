#!/usr/bin/env bash
# Build the runner sandbox image without a registry: a Debian root made with debootstrap from Debian's
# packages (python3 and pytest), imported with `docker import`. Where a registry is reachable, build
# deploy/Dockerfile.runner instead (CUDA + the pool's torch); this image is the one CI and machines with no
# registry use for the docker backend's tests.
#
#   deploy/build-runner-root.sh [TAG]                  # default tag: repgen-runner:debian
#   REPGEN_ROOT_TORCH=2.13.0 deploy/build-runner-root.sh repgen-runner:cpu
#                                   # also torch, installed by the host's pip (its index/find-links) into the root
#
# Environment: DEBIAN_MIRROR (default http://deb.debian.org/debian), DEBIAN_SUITE (default bookworm: python 3.11,
# the runner's), REPGEN_ROOT_CACHE (a folder kept between builds: the root's tarball, reused when this script and
# its inputs did not change).
set -euo pipefail
TAG=${1:-repgen-runner:debian}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
SUITE=${DEBIAN_SUITE:-bookworm}
TORCH=${REPGEN_ROOT_TORCH:-}
CACHE=${REPGEN_ROOT_CACHE:-/var/cache/repgen-root}
PACKAGES=python3,python3-pytest,ca-certificates

command -v debootstrap >/dev/null || { echo "debootstrap is missing (apt-get install debootstrap)" >&2; exit 2; }
command -v docker >/dev/null || { echo "docker is missing" >&2; exit 2; }

key=$( (cat "$0"; echo "$MIRROR $SUITE $PACKAGES $TORCH") | sha256sum | cut -c1-16)
tarball="$CACHE/root-$key.tar"
mkdir -p "$CACHE"
if [ ! -s "$tarball" ]; then
  root=$(mktemp -d /tmp/repgen-root.XXXXXX)
  trap 'rm -rf "$root"' EXIT
  debootstrap --variant=minbase --include="$PACKAGES" "$SUITE" "$root" "$MIRROR" >"$CACHE/debootstrap.log" 2>&1 \
    || { tail -20 "$CACHE/debootstrap.log" >&2; exit 1; }
  if [ -n "$TORCH" ]; then
    # the root's python is Debian's 3.11: a cp311 wheel from the host's pip fits it
    python3 -m pip install -q --no-compile --target "$root/usr/local/lib/python3.11/dist-packages" "torch==$TORCH"
  fi
  # nobody (65534) runs the tests; /work and /tmp are tmpfs in the container, the root is read-only
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/* "$root"/usr/share/doc "$root"/usr/share/man
  ln -sf python3 "$root/usr/bin/python"
  chmod 0755 "$root"        # mktemp made it 0700: the root folder of the image must be enterable by nobody
  tar -C "$root" --numeric-owner -cf "$tarball.tmp" .
  mv "$tarball.tmp" "$tarball"
fi
docker import \
  -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8' \
  -c "LABEL org.repgen.torch=${TORCH:-none} org.repgen.root=debootstrap-$SUITE" \
  -c 'CMD ["python3"]' "$tarball" "$TAG" >/dev/null
echo "$TAG"
