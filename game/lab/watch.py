"""Telling when a file changed on disk: watchfiles where it works, polling where not.

Editors save in many ways (write in place, write a copy and rename it over the
old file, delete and recreate), so the watch is on each file's folder and keeps
the events about the files asked for. `changed()` is called once a frame and
returns the files that changed since the last call; it never blocks.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterable
from pathlib import Path

POLL_SECONDS = 0.1


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size)


class FileWatch:
    """Watches a few files; `changed()` names those that changed since the last call.

    `poll=True` (or the environment variable DRAGON_TABLE_POLL=1) skips the
    operating system's notifications and compares each file's time and size
    every POLL_SECONDS, which works on every file system, network shares too.
    """

    def __init__(self, paths: Iterable[Path], poll: bool = False) -> None:
        self.paths = {Path(p).resolve() for p in paths}
        self._pending: set[Path] = set()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._stamps = {p: _stamp(p) for p in self.paths}
        self.mode = "polling"
        self.why_polling = "asked for" if poll else ""
        target = self._poll
        if not poll and os.environ.get("DRAGON_TABLE_POLL") != "1":
            try:
                import watchfiles  # noqa: F401
            except ImportError as exc:  # a build without it still watches, by polling
                self.why_polling = f"watchfiles could not load: {exc}"
            else:
                self.mode = "watchfiles"
                target = self._notify
        self._thread = threading.Thread(target=target, name="file-watch", daemon=True)
        self._thread.start()

    def changed(self) -> set[Path]:
        """The watched files that changed (or appeared, or vanished) since the last call."""
        with self._lock:
            found, self._pending = self._pending, set()
        return found

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=2)

    def _note(self, paths: Iterable[Path]) -> None:
        mine = {p for p in paths if p in self.paths}
        if mine:
            with self._lock:
                self._pending |= mine

    def _poll(self) -> None:
        while not self._stop.wait(POLL_SECONDS):
            moved = []
            for path in self.paths:
                now = _stamp(path)
                if now != self._stamps[path]:
                    self._stamps[path] = now
                    moved.append(path)
            self._note(moved)

    def _notify(self) -> None:
        import watchfiles

        folders = sorted({str(p.parent) for p in self.paths if p.parent.is_dir()})
        try:
            for batch in watchfiles.watch(
                *folders, stop_event=self._stop, debounce=40, step=20, rust_timeout=200
            ):
                self._note(Path(raw).resolve() for _, raw in batch)
        except Exception:  # the notifications failed (no inotify, too many watches): poll
            self.mode = "polling"
            self._poll()
