#!/bin/sh
# The operator jobs of README's "Command line", for a container that has no cron daemon (the
# image is node:20-bookworm-slim; Debian's cron would need root and drops the environment the
# CLI reads its settings from). docker-compose.yml runs it beside each app replica: every
# machine may run the same schedule, because a run that finds its job under way does nothing
# and exits 0 (decision 36). Times are UTC, which is Ghana's time all year. The commands run the
# CLI's own build (build-cli/, decision 77), as `npm run cli` does.
set -u
cd "$(dirname "$0")/.." || exit 1

run() {
  node --conditions=ofie-cli build-cli/cli/main.js "$@" 2>&1 | sed "s/^/$(date -u +%FT%TZ) $1: /" &
}

while :; do
  # Wake at the start of each minute, then start what is due in it.
  sleep $((60 - $(date +%s) % 60))
  case "$(date -u +%H:%M)" in
  02:30) run refresh-price-guide ;;
  05:17) run refresh-blog ;;
  06:40) run expire-listings ;;
  07:00) run send-alerts ;;
  esac
  case "$(date -u +%M)" in
  00 | 15 | 30 | 45) run send-viewing-reminders ;;
  esac
done
