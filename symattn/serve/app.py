"""The web app: routes, the pages' data, and the security around them.

- `/`: the self-check page. A student picks a part, types an answer or pastes a write-up, and sees what was read
  (as MathML), the verdict and feedback, and for a write-up each step with the first wrong one marked. Nothing is
  stored: the text lives in its request and its worker process. No student's name is ever on this page.
- `/review`: the review desk (only with a graded class). Groups of answers, decided once each; the decisions file
  is saved on every decision. Bound anywhere but loopback, it needs the token (`?token=…` once, then a cookie).
- Every page is a Jinja2 template with autoescape on; a Content-Security-Policy allows the page's own scripts and
  styles only; forms that change anything carry a per-server secret (no cross-site request can decide a group).
"""

import secrets
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qs

from jinja2 import Environment, FileSystemLoader
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.responses import HTMLResponse, PlainTextResponse, RedirectResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from symattn.errors import SymattnError
from symattn.grading.decisions import READ_AS
from symattn.grading.verdict import VerdictKind, number_text
from symattn.language.document import MAX_SUBMISSION
from symattn.serve.desk import LABELS, Desk
from symattn.serve.relocate import apply_pending, located, move, put_back
from symattn.serve.mathml import mathml, with_math
from symattn.serve.written import written
from symattn.serve.pool import Busy
from symattn.serve.runner import Runner

HERE = Path(__file__).parent
MAX_BODY = 12 * MAX_SUBMISSION + 16_384  # a form's bytes: every character percent-encoded UTF-8, and the other fields
COOKIE = "symattn_desk"
MAX_WRITTEN = 30  # answers shown as written in one group (the rest are counted)
HEADERS = {
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
                               "form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",  # a student's text and the desk's names are never kept by the browser's cache
}


@dataclass(frozen=True)
class AppConfig:
    runner: Runner
    desk: Desk | None = None
    token: str | None = None  # the desk's token; None: no token (loopback)
    allowed_hosts: tuple = ("127.0.0.1", "localhost", "[::1]")
    secret: str = field(default_factory=lambda: secrets.token_urlsafe(24))  # the forms' anti-forgery field


def templates() -> Environment:
    return Environment(loader=FileSystemLoader(HERE / "templates"), autoescape=True, trim_blocks=True,
                       lstrip_blocks=True)


class TooLarge(Exception):
    pass


async def form_of(request) -> dict:
    """The urlencoded form, read up to MAX_BODY bytes (a larger body is refused before it is parsed)."""
    if int(request.headers.get("content-length") or 0) > MAX_BODY:
        raise TooLarge
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise TooLarge
    fields = parse_qs(body.decode("utf-8", errors="replace"), keep_blank_values=True, max_num_fields=16)
    return {name: values[0] for name, values in fields.items()}


def create_app(config: AppConfig) -> Starlette:
    env = templates()
    runner = config.runner
    if config.desk is not None and config.desk.regrade is None:
        # a moved answer is graded as the self-check grades one: the runner's bounded worker
        config.desk.regrade = runner.verdict
        apply_pending(config.desk)

    def page(name: str, status: int = 200, **data) -> HTMLResponse:
        return HTMLResponse(env.get_template(name).render(**data), status_code=status, headers=HEADERS)

    def parts_menu():
        return [{"id": p.id, "label": part_label(p), "graded": p.rubric is not None} for p in runner.parts]

    async def self_check(request):
        data = {"parts": parts_menu(), "limit": MAX_SUBMISSION, "chosen": "", "text": "", "mode": "answer",
                "result": None, "problem": ""}
        if request.method == "GET":
            data["chosen"] = request.query_params.get("part", "")
            return page("self_check.html.j2", **data)
        try:
            form = await form_of(request)
        except TooLarge:
            return page("self_check.html.j2", 413, **{**data, "problem": f"That is too much text: at most "
                                                                         f"{MAX_SUBMISSION:,} characters are read."})
        text, mode = form.get("text", ""), "writeup" if form.get("mode") == "writeup" else "answer"
        data.update(chosen=form.get("part", ""), mode=mode, text=text[:MAX_SUBMISSION])
        part = runner.part(data["chosen"])
        if part is None:
            data["problem"] = "Pick a part first."
        elif not text.strip():
            data["problem"] = "Type an answer or paste a write-up first."
        elif len(text) > MAX_SUBMISSION:
            data["problem"] = (f"Your text is {len(text):,} characters long; at most {MAX_SUBMISSION:,} are read, so it "
                               f"was not checked, and the box keeps only its first {MAX_SUBMISSION:,} characters. "
                               f"Shorten it and check again.")
        else:
            data["chosen"] = part.id
            try:
                data["result"] = await run_in_threadpool(runner.run, part.id, text, mode == "writeup")
            except Busy:
                busy = page("self_check.html.j2", 503, **{**data, "problem": "The checker is busy with other "
                                                                             "students: try again in a minute."})
                busy.headers["Retry-After"] = "60"
                return busy
        status = 400 if data["problem"] else 200
        return page("self_check.html.j2", status, **data)

    def desk_allowed(request) -> bool:
        if config.token is None:
            return True
        given = request.cookies.get(COOKIE, "")
        return secrets.compare_digest(given.encode(), config.token.encode())

    async def review(request):
        if config.desk is None:
            return page("no_desk.html.j2", 404)
        token = request.query_params.get("token")
        if token is not None and config.token is not None and secrets.compare_digest(token.encode(),
                                                                                      config.token.encode()):
            # the token leaves the address bar (and the history) at once: from here on the cookie carries it
            response = RedirectResponse("/review", status_code=303, headers=HEADERS)
            response.set_cookie(COOKIE, config.token, httponly=True, samesite="strict", path="/review")
            return response
        if not desk_allowed(request):
            return page("token.html.j2", 403)
        return page("review.html.j2", **desk_data(config.desk, config.secret, request.query_params.get("problem", "")))

    async def desk_form(request) -> tuple:
        """(the form of a desk's POST, None), or (None, the response refusing it): no desk, no token, too large, or
        not from this server's pages."""
        if config.desk is None:
            return None, page("no_desk.html.j2", 404)
        if not desk_allowed(request):
            return None, page("token.html.j2", 403)
        try:
            form = await form_of(request)
        except TooLarge:
            return None, PlainTextResponse("too large", status_code=413, headers=HEADERS)
        if not secrets.compare_digest(form.get("secret", "").encode(), config.secret.encode()):
            return None, PlainTextResponse("this form is not from this server's desk: reload the desk",
                                           status_code=403, headers=HEADERS)
        return form, None

    async def decide(request):
        form, refused = await desk_form(request)
        if refused is not None:
            return refused
        group = form.get("group", "")
        try:
            if form.get("action") == "undo":
                await run_in_threadpool(config.desk.undo, group)
            else:
                await run_in_threadpool(config.desk.decide, group, form.get("verdict", ""), form.get("points", ""),
                                        form.get("comment", ""))
        except SymattnError as error:
            return page("review.html.j2", 400, **desk_data(config.desk, config.secret, str(error), group))
        return RedirectResponse(f"/review#{group}", status_code=303, headers=HEADERS)

    async def health(request):
        return PlainTextResponse("ok", headers=HEADERS)

    async def writeup(request):
        """Where one answer of the class was taken from, inside its write-up (grade PATH…'s `found`)."""
        if config.desk is None:
            return page("no_desk.html.j2", 404)
        if not desk_allowed(request):
            return page("token.html.j2", 403)
        try:
            shown = await run_in_threadpool(located, config.desk, int(request.query_params.get("row", "-1")))
        except (ValueError, SymattnError) as error:
            message = str(error) if isinstance(error, SymattnError) else "row must be a number"
            return page("review.html.j2", 400, **desk_data(config.desk, config.secret, message))
        return page("writeup.html.j2", **shown_writeup(shown), secret=config.secret)

    async def relocate(request):
        """A TA moves an answer to another region of its write-up (or puts it back): graded again, saved at once."""
        form, refused = await desk_form(request)
        if refused is not None:
            return refused
        try:
            row = int(form.get("row", "-1"))
        except ValueError:
            return page("review.html.j2", 400, **desk_data(config.desk, config.secret, "row must be a number"))
        try:
            if form.get("action") == "put-back":
                await run_in_threadpool(put_back, config.desk, row)
            else:
                await run_in_threadpool(move, config.desk, row, form.get("start", ""), form.get("end", ""),
                                        form.get("comment", ""))
        except (SymattnError, Busy) as error:
            message = str(error) if isinstance(error, SymattnError) else "the grader is busy: try again in a minute"
            try:
                shown = await run_in_threadpool(located, config.desk, row)
            except SymattnError:
                return page("review.html.j2", 400, **desk_data(config.desk, config.secret, message))
            return page("writeup.html.j2", 400, **shown_writeup(shown), moving=message, secret=config.secret)
        return RedirectResponse(f"/review/writeup?row={row}#answer", status_code=303, headers=HEADERS)

    routes = [Route("/", self_check, methods=["GET", "POST"]), Route("/review", review),
              Route("/review/writeup", writeup), Route("/review/move", relocate, methods=["POST"]),
              Route("/review/decide", decide, methods=["POST"]), Route("/health", health),
              Mount("/static", StaticFiles(directory=HERE / "static"), name="static")]
    return Starlette(routes=routes, middleware=[Middleware(TrustedHostMiddleware,
                                                           allowed_hosts=list(config.allowed_hosts))])


def shown_writeup(shown: dict) -> dict:
    """The write-up page's data with the feedback's formulas as MathML (an unreadable answer's feedback may quote
    the student's text: shown as text)."""
    readable = shown["verdict"] != VerdictKind.INVALID
    return {**shown, "feedback": with_math(READ_AS.sub("", shown["feedback"]), readable)}


def part_label(part) -> str:
    numbers = ", ".join(dict.fromkeys(str(n) for n in part.numbering.values()))
    how = "" if part.rubric is not None else " — graded by hand"
    return f"{part.id}{f' ({numbers})' if numbers else ''}: {part.title}{how}"


def desk_data(desk: Desk, secret: str, problem: str = "", focus: str = "") -> dict:
    shown = []
    for group in desk.groups():
        decision = desk.decision(group)
        shown.append({"id": group.id, "part": group.part, "label": group.label, "verdict": group.verdict,
                      "score": number_text(group.score), "max": number_text(group.max_score),
                      "max_value": group.max_score, "canonical": mathml(group.canonical) if group.canonical else "",
                      "feedback": with_math(group.feedback, group.verdict != VerdictKind.INVALID),
                      "students": group.students, "count": len(group.students), "decidable": True,
                      "written": [{"id": i, "name": name, "answer": written(answer, feedback)}
                                  for i, name, answer, feedback in group.written[:MAX_WRITTEN]]
                      if any(answer for _, _, answer, _ in group.written) else [],  # results from before the column
                      "more": max(0, len(group.written) - MAX_WRITTEN),
                      "located": group.located,
                      "flagged": group.flagged,
                      "decision": None if decision is None else {
                          "verdict": decision.verdict, "score": number_text(decision.score),
                          "comment": decision.comment}})
    undecided = sum(1 for g in shown if g["decidable"] and g["decision"] is None)
    # file names only: the page (and a screenshot of it) need not show where the TA keeps them
    return {"groups": shown, "secret": secret, "problem": problem, "focus": focus, "file": desk.path.name,
            "results": desk.results.name, "undecided": undecided, "answers": len(desk.rows)}
