#!/bin/bash
# vmtest setup: installs the Debian packages, then builds into $VMTEST_CACHE (default /var/tmp/vitrine-vmtest):
#   kernel                  the guest kernel version K (= what linux-image-amd64 depends on)
#   K/vmlinux               the kernel, uncompressed (boots 4 s faster under TCG than /boot/vmlinuz-K)
#   K/vkms.ko               vkms built out of tree from linux-source, with vkms-possible-clones.patch
#   K/initramfs.cpio.gz     busybox + virtio/9p/overlay modules + guest-init.sh as /init
#   bin/vmtest-*            the guest helpers (src/*.c)
# Idempotent: every step checks first and says what it did; a second run is a fast no-op.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cache=${VMTEST_CACHE:-/var/tmp/vitrine-vmtest}
say() { echo "vmtest setup: $*"; }
fail() { echo "vmtest setup: ERROR: $*" >&2; exit 1; }
start=$SECONDS
mkdir -p "$cache/bin" || fail "cannot create $cache"

missing() {  # the packages among "$@" that are not installed
  local st; st=$(dpkg-query -W -f='${Package} ${Status}\n' "$@" 2>/dev/null || true)
  for p; do grep -qxF "$p install ok installed" <<<"$st" || echo "$p"; done
}
updated=
need_pkgs() {
  local need; need=$(missing "$@" | xargs)
  if [ -z "$need" ]; then say "packages: all present ($*)"; return; fi
  [ "$(id -u)" = 0 ] || fail "missing packages (run setup as root): $need"
  export DEBIAN_FRONTEND=noninteractive
  if [ -z "$updated" ]; then
    apt-get update -qq >"$cache/apt.log" 2>&1 || { tail -n 20 "$cache/apt.log" >&2; fail "apt-get update failed"; }
    updated=1
  fi
  say "installing: $need"
  apt-get install -y -q --no-install-recommends $need >>"$cache/apt.log" 2>&1 \
    || { tail -n 30 "$cache/apt.log" >&2; fail "apt-get install failed (log: $cache/apt.log)"; }
}
need_pkgs qemu-system-x86 linux-image-amd64 busybox-static kmod udev cpio xz-utils patch gcc libc6-dev make \
        pkg-config libdrm-dev zlib1g-dev libinput-tools libdrm-tests

K=$(dpkg-query -W -f='${Depends}' linux-image-amd64 | grep -o 'linux-image-[0-9][^ ,]*' | head -n 1)
K=${K#linux-image-}
[ -n "$K" ] && [ -r "/boot/vmlinuz-$K" ] || fail "cannot find the kernel that linux-image-amd64 installs (K='$K')"
MM=$(echo "$K" | cut -d. -f1,2)   # 6.1
need_pkgs "linux-headers-$K" "linux-source-$MM"
say "guest kernel: $K (/boot/vmlinuz-$K)"
kd=$cache/$K; mkdir -p "$kd"

# Uncompressed kernel, booted through its PVH entry: skips ~4 s of xz decompression under TCG per run.
want="$K $(dpkg-query -W -f='${Version}' "linux-image-$K")"
if [ -f "$kd/vmlinux" ] && [ "$(cat "$kd/vmlinux.stamp" 2>/dev/null)" = "$want" ]; then
  say "vmlinux: up to date ($kd/vmlinux)"
else
  pos=$(LC_ALL=C grep -abo $'\xfd7zXZ\x00' "/boot/vmlinuz-$K" | head -n 1 | cut -d: -f1)
  rm -f "$kd/vmlinux"
  [ -n "$pos" ] && { tail -c +$((pos + 1)) "/boot/vmlinuz-$K" | xz -dcq >"$kd/vmlinux.tmp" 2>/dev/null || true; }
  if [ "$(head -c 4 "$kd/vmlinux.tmp" 2>/dev/null)" = $'\x7fELF' ]; then
    mv "$kd/vmlinux.tmp" "$kd/vmlinux"; echo "$want" >"$kd/vmlinux.stamp"; say "vmlinux: extracted ($kd/vmlinux)"
  else
    rm -f "$kd/vmlinux.tmp"; say "vmlinux: not extracted, runs boot /boot/vmlinuz-$K (about 4 s slower)"
  fi
fi

# vkms.ko: Debian builds its kernel without CONFIG_DRM_VKMS, so build it from linux-source.
want="$K $(dpkg-query -W -f='${Version}' "linux-source-$MM") $(cksum <"$here/vkms-possible-clones.patch")"
if [ -f "$kd/vkms.ko" ] && [ "$(cat "$kd/vkms.stamp" 2>/dev/null)" = "$want" ]; then
  say "vkms.ko: up to date ($kd/vkms.ko)"
else
  b=$kd/vkms-build; rm -rf "$b"; mkdir -p "$b"
  tar -xJf "/usr/src/linux-source-$MM.tar.xz" -C "$b" --strip-components=5 "linux-source-$MM/drivers/gpu/drm/vkms" \
    || fail "cannot extract vkms from /usr/src/linux-source-$MM.tar.xz"
  patch -d "$b" -p0 -s --batch --forward <"$here/vkms-possible-clones.patch" || fail "vkms-possible-clones.patch does not apply"
  make -C "/lib/modules/$K/build" M="$b" CONFIG_DRM_VKMS=m -j"$(nproc)" modules >"$kd/vkms-build.log" 2>&1 \
    || { tail -n 30 "$kd/vkms-build.log" >&2; fail "vkms build failed (log: $kd/vkms-build.log)"; }
  cp "$b/vkms.ko" "$kd/vkms.ko"; rm -rf "$b"; echo "$want" >"$kd/vkms.stamp"
  say "vkms.ko: built with the writeback clone patch ($kd/vkms.ko)"
fi

# Guest helpers, rebuilt when a source is newer than the binary.
built=
for t in vmtest-kmscheck vmtest-grab vmtest-touch; do
  bin=$cache/bin/$t; src=$here/src/$t.c
  [ -x "$bin" ] && [ "$bin" -nt "$src" ] && [ "$bin" -nt "$here/src/image.h" ] && continue
  libs=; [ "$t" = vmtest-touch ] || libs="$(pkg-config --cflags --libs libdrm) -lz"
  gcc -O2 -Wall -o "$bin.tmp" "$src" $libs || fail "building $t failed"
  mv "$bin.tmp" "$bin"; built="$built $t"
done
if [ -n "$built" ]; then say "helpers: built$built ($cache/bin)"; else say "helpers: up to date ($cache/bin)"; fi

# initramfs: static busybox, the modules needed to mount 9p/overlay and talk to virtio, and /init.
want="$K $(cksum <"$here/guest-init.sh") $(dpkg-query -W -f='${Version}' busybox-static)"
if [ -f "$kd/initramfs.cpio.gz" ] && [ "$(cat "$kd/initramfs.stamp" 2>/dev/null)" = "$want" ]; then
  say "initramfs: up to date ($kd/initramfs.cpio.gz)"
else
  d=$kd/initramfs; rm -rf "$d"; mkdir -p "$d"/{bin,lib/modules,proc,sys,dev,lower,rw,newroot}
  cp /bin/busybox "$d/bin/busybox"
  for a in $("$d/bin/busybox" --list); do [ -e "$d/bin/$a" ] || ln -s busybox "$d/bin/$a"; done
  for m in virtio_pci 9pnet_virtio 9p overlay virtio_console; do modprobe -S "$K" --show-depends "$m"; done \
    | awk '$1 == "insmod" && !seen[$2]++ { print $2 }' >"$kd/modules.list"
  while read -r ko; do
    n=$(basename "$ko"); n=${n%.xz}; n=${n%.zst}
    case $ko in *.xz) xz -dc "$ko" ;; *.zst) zstd -qdc "$ko" ;; *) cat "$ko" ;; esac >"$d/lib/modules/$n"
    echo "$n" >>"$d/lib/modules/load.list"
  done <"$kd/modules.list"
  install -m 755 "$here/guest-init.sh" "$d/init"
  (cd "$d" && find . | cpio -o -H newc --quiet | gzip -1) >"$kd/initramfs.cpio.gz"
  rm -rf "$d"; echo "$want" >"$kd/initramfs.stamp"
  say "initramfs: built ($kd/initramfs.cpio.gz, modules: $(xargs -n1 basename <"$kd/modules.list" | xargs))"
fi
[ "$(cat "$cache/kernel" 2>/dev/null)" = "$K" ] || echo "$K" >"$cache/kernel"
say "done in $((SECONDS - start))s (cache: $cache)"
