#!/bin/sh
# Upgrades the site, or returns it to the release before, without an outage
# (docs/deploy.md, "Upgrading, and rolling back"). Run as root:
#
#   sh /srv/from-zero-to-vibe/current/deploy/release.sh upgrade <tag, branch or commit>
#   sh /srv/from-zero-to-vibe/current/deploy/release.sh rollback
#
# upgrade: takes a backup, checks the version out into a release folder of its
# own beside the running one, installs its packages (npm ci), builds it, and
# runs its start-up check (it starts on a copy of the database and answers
# /healthz, a page and a message; server/start-up/startup-check.ts). Only when all of
# that passed does it switch `current` to the new release and restart the
# service; until then the running site is not touched, so any failure (the
# registry down, a build error, a migration the database refuses) stops here
# and the site keeps serving. The release it replaces becomes `previous`.
#
# rollback: runs the start-up check of `previous` on a copy of the live
# database, then switches back to it (and the release left becomes
# `previous`, so a second rollback undoes the first).
#
# The restart refuses no one: systemd holds the listening socket
# (from-zero-to-vibe.socket), so requests made meanwhile wait for the new
# process. The layout, under SITE_ROOT:
#   releases/<date>-<time>/   one checkout per version, with its node_modules and dist
#   current  -> releases/...  what the service runs (its WorkingDirectory)
#   previous -> releases/...  what rollback returns to
# Older releases are removed when the next upgrade starts.
set -eu

SITE_ROOT=${SITE_ROOT:-/srv/from-zero-to-vibe}
SITE_SERVICE=${SITE_SERVICE:-from-zero-to-vibe}
SITE_SETTINGS=${SITE_SETTINGS:-/etc/from-zero-to-vibe.env}
SITE_USER=${SITE_USER:-fztv}
# Where the restarted site is asked whether it answers: the address in the .socket unit.
SITE_URL=${SITE_URL:-http://127.0.0.1:3000}

say() { printf 'release.sh %s: %s\n' "$command" "$*"; }
stop() {
	printf 'release.sh %s: %s\n' "$command" "$*" >&2
	exit 1
}

# A setting from the settings file, read the way the service reads it.
setting() { (set -a && . "$SITE_SETTINGS" && eval "printf '%s' \"\${$1:-}\""); }

# The start-up check of release $1, as the service's user with the service's settings.
check() {
	(
		set -a && . "$SITE_SETTINGS" && set +a
		cd "$1" && exec runuser -u "$SITE_USER" -- "$node" dist/node/index.js --check
	)
}

# Points the link $1 at $2 in one step (a new link renamed over the old), so it is never missing.
point() {
	ln -sfn "$2" "$1.next"
	mv -T "$1.next" "$1"
}

# Restarts the service on `current` and waits until the new process answers /healthz.
restart() {
	systemctl restart "$SITE_SERVICE"
	if answer=$(curl -sS --max-time 60 --write-out ' (%{time_total} s after the restart)' "$SITE_URL/healthz" 2>&1); then
		say "the new process answers /healthz: $answer"
	else
		stop "the restarted site does not answer $SITE_URL/healthz ($answer): journalctl -u $SITE_SERVICE -n 50 says why; sh $SITE_ROOT/current/deploy/release.sh rollback returns to $1"
	fi
}

upgrade() {
	version=$1
	say "backing up the database"
	case $(setting DATABASE_URL) in
	postgres*) say "PostgreSQL: take your own pg_dump first (docs/scaling.md); this script backs up SQLite only" ;;
	*) systemctl start "$SITE_SERVICE-backup" || stop "the backup failed (journalctl -u $SITE_SERVICE-backup): the site is unchanged" ;;
	esac
	# Releases older than these two (a failed upgrade's too) go now, to leave the disk room for the new one.
	keep_current=$(realpath current)
	keep_previous=$(realpath -q previous || true)
	for release in releases/*; do
		[ -e "$release" ] || continue
		real=$(realpath "$release")
		if [ "$real" != "$keep_current" ] && [ "$real" != "$keep_previous" ]; then rm -rf "$release"; fi
	done

	new=releases/$(date -u +%Y-%m-%d-%H%M%S)
	origin=$(git -C "$current" remote get-url origin)
	say "fetching $version from $origin into $SITE_ROOT/$new"
	# A local clone of the running release (hard links, no download), then only what is new from origin.
	git clone --quiet --no-checkout "$current" "$new"
	git -C "$new" remote set-url origin "$origin"
	git -C "$new" fetch --quiet --prune --tags origin || stop "cannot fetch from $origin: the site is unchanged"
	commit=$(git -C "$new" rev-parse --verify --quiet "origin/$version^{commit}" || git -C "$new" rev-parse --verify --quiet "$version^{commit}") ||
		stop "$origin has no version $version: the site is unchanged"
	git -C "$new" checkout --quiet --detach "$commit"

	say "installing its packages (npm ci)"
	(cd "$new" && npm ci --include=dev --no-audit --no-fund) || stop "npm ci failed (above): the site is unchanged, still $current"
	say "building it (npm run build)"
	(cd "$new" && npm run build) || stop "the build failed (above): the site is unchanged, still $current"
	say "checking that it starts"
	check "$new" || stop "the start-up check failed (above): the site is unchanged, still $current"

	say "switching to $new ($version, $(git -C "$new" rev-parse --short HEAD))"
	point previous "$current"
	point current "$new"
	restart "$current"
	say "done: $version is live; $current is kept for sh $SITE_ROOT/current/deploy/release.sh rollback"
}

rollback() {
	previous=$(readlink previous) || stop "no previous release to return to ($SITE_ROOT/previous)"
	say "checking that $previous starts on the live database"
	check "$previous" || stop "the start-up check of $previous failed (above): the site is unchanged, still $current"
	say "switching back to $previous"
	point previous "$current"
	point current "$previous"
	restart "$current"
	say "done: back on $previous; $current is kept as previous (a second rollback returns to it)"
}

command=${1:-}
[ "$(id -u)" = 0 ] || stop "run it as root: the code belongs to root (the start-up check runs as $SITE_USER)"
cd "$SITE_ROOT"
current=$(readlink current) || stop "$SITE_ROOT/current is not a link to a release: set up the layout first (docs/deploy.md, section 2)"
node=$(command -v node) || stop "node is not installed"
case $command in
upgrade) upgrade "${2:?say which version: release.sh upgrade <tag, branch or commit>}" ;;
rollback) rollback ;;
*) stop "release.sh upgrade <tag, branch or commit> | release.sh rollback" ;;
esac
