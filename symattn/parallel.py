"""Run independent work in two processes, forked after the imports, results in input order.

Both processes pull item indices from one pipe (2-byte records, written at once,
so each read takes exactly one record): whichever is free takes the next item,
heaviest first, so the halves balance without a cost model being right. The
child's results come back pickled; an error in the child is re-raised in the
parent as the same kind of SymattnError. Without fork (or with
SYMATTN_WORKERS=1) everything runs in one process, with the same results.
"""

import os
import pickle
import struct

from symattn import errors

MAX_ITEMS = 2048  # 2-byte records in one atomic pipe write (PIPE_BUF ≥ 4096)


def map_in_two(function, items: list, weights: list) -> list:
    """[function(item) for item in items], shared between this process and a forked child."""
    if len(items) < 2 or len(items) > MAX_ITEMS or not hasattr(os, "fork") \
            or os.environ.get("SYMATTN_WORKERS") == "1":
        return [function(item) for item in items]
    order = sorted(range(len(items)), key=lambda i: -weights[i])
    queue_read, queue_write = os.pipe()
    os.write(queue_write, b"".join(struct.pack("<H", i) for i in order))
    os.close(queue_write)
    result_read, result_write = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:  # the child must never return into the parent's code: always _exit
            os.close(result_read)
            _child(function, items, queue_read, result_write)
        finally:
            os._exit(70)
    os.close(result_write)
    results: dict = {}
    try:
        results.update(_drain(function, items, queue_read))
    finally:
        os.close(queue_read)
        with os.fdopen(result_read, "rb") as pipe:
            data = pipe.read()
        os.waitpid(pid, 0)
    payload = pickle.loads(data) if data else ("crash", "the worker process died")
    if payload[0] == "error":
        raise getattr(errors, payload[1], errors.SymattnError)(payload[2])
    if payload[0] == "crash":
        raise RuntimeError(payload[1])
    results.update(payload[1])
    return [results[i] for i in range(len(items))]


def _drain(function, items: list, queue_read: int) -> dict:
    done = {}
    while len(record := os.read(queue_read, 2)) == 2:
        (index,) = struct.unpack("<H", record)
        done[index] = function(items[index])
    return done


def _child(function, items: list, queue_read: int, result_write: int):
    """Compute what the queue gives, send it, and leave without the parent's cleanup."""
    try:
        payload = ("ok", _drain(function, items, queue_read))
    except errors.SymattnError as error:
        payload = ("error", type(error).__name__, str(error))
    except BaseException as error:  # noqa: BLE001 - reported to the parent, which raises it
        payload = ("crash", f"{type(error).__name__}: {error}")
    with os.fdopen(result_write, "wb") as pipe:
        pickle.dump(payload, pipe)
    os._exit(0)
