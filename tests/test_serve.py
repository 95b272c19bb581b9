"""serve's app, through Starlette's test client: the self-check page, the review desk, and their security."""

import json
import re
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="the serve extra is not installed: pip install '.[serve]'")
from starlette.testclient import TestClient  # noqa: E402

from symattn import cli  # noqa: E402
from symattn.grading import decisions as d  # noqa: E402
from symattn.grading.batch import Row, as_json, grade_rows  # noqa: E402
from symattn.language.document import MAX_SUBMISSION  # noqa: E402
from symattn.serve.app import MAX_BODY, AppConfig, create_app  # noqa: E402
from symattn.serve.desk import Desk  # noqa: E402
from symattn.serve.runner import Runner  # noqa: E402
from symattn.serve.server import ServeConfig, app_config, is_loopback  # noqa: E402

HOSTS = ("testserver",)
CLASS = [("s01", "Ada Lovelace", "average", "$q = t(k_a+k_b)$ with $t$ not small"),
         ("s02", "Émile Borel", "average", "$q = t(k_a + k_b)$ with $t$ not small"),
         ("s03", "<b>Mallory</b>", "average", "$q = t(k_a + 3k_b)$"),
         ("s04", "Grace Hopper", "average", "$q = \\gamma(k_a + k_b)$"),
         ("s05", "Alan Turing", "average", "q = t(k_a + k_b)) +"),
         ("s06", "Kurt Gödel", "average", r"$q = t(k_a+k_b)$ with $t \to 0$")]


@pytest.fixture(scope="module")
def runner():
    made = Runner(workers=2, timeout=10)
    yield made
    made.close()


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    verdicts = grade_rows([Row(i, part, answer, (("Name", name),)) for i, name, part, answer in CLASS])
    path = tmp_path_factory.mktemp("class") / "results.json"
    path.write_text(as_json(verdicts), encoding="utf-8")
    return path


@pytest.fixture
def client(runner, graded, tmp_path):
    desk = Desk(graded, tmp_path / "decisions.json")
    return TestClient(create_app(AppConfig(runner, desk, None, HOSTS)))


def check(client, part, text, mode="answer"):
    return client.post("/", data={"part": part, "mode": mode, "text": text})


@pytest.mark.parametrize("text, verdict, shown", [
    ("q = t(k_a + k_b)", "correct", "2/2"),
    ("q = k_a + k_b", "incorrect", "1/2"),
    ("q = t(k_a + k_b", "invalid", "0/2"),
])
def test_self_check_grades_an_answer(client, text, verdict, shown):
    """An answer gets its verdict, score and feedback; what was read is MathML."""
    page = check(client, "average", text)
    assert page.status_code == 200
    assert f'class="verdict-{verdict}"' in page.text and f'id="score">{shown}<' in page.text
    if verdict != "invalid":
        assert '<span id="reading"' not in page.text and "<math" in page.text


def test_a_writeup_shows_its_steps_and_the_first_wrong_one(client):
    """A write-up with a slip: its steps are listed, the first wrong one marked."""
    text = (r"Take $q = t(k_a + k_b)$. Then $k_a^\top q = t$ and $k_i^\top q = 0$ for $i \ne a, b$, so "
            r"$\alpha_a = \frac{e^t}{2e^t + n - 2} \to 1$.")
    page = check(client, "average", text, "writeup")
    assert page.status_code == 200
    assert 'class="step wrong first-wrong"' in page.text and "first wrong step" in page.text


def test_the_page_names_the_parts_and_no_student(client):
    """The self-check page lists parts by id and numbering; no name from the class is on it, ever."""
    pages = [client.get("/").text, check(client, "average", "q = t(k_a + k_b)").text]
    assert all('<option value="average"' in page for page in pages)
    assert not any(name in page for page in pages for _, name, _, _ in CLASS)


@pytest.mark.parametrize("form, status, message", [
    ({"part": "", "text": "q = t k_a"}, 400, "Pick a part first."),
    ({"part": "nope", "text": "q = t k_a"}, 400, "Pick a part first."),
    ({"part": "average", "text": "   "}, 400, "Type an answer or paste a write-up first."),
    ({"part": "average", "text": "x" * (MAX_SUBMISSION + 1)}, 400,
     f"Your text is {MAX_SUBMISSION + 1:,} characters long; at most {MAX_SUBMISSION:,} are read, so it was not "
     f"checked, and the box keeps only its first {MAX_SUBMISSION:,} characters."),
])
def test_bad_input_gets_a_message(client, form, status, message):
    """Every bad request gets a page that says what is wrong."""
    page = client.post("/", data=form)
    assert page.status_code == status and message in page.text


def test_a_body_larger_than_a_submission_is_refused_before_parsing(client):
    """More bytes than any bounded form: 413, unread."""
    page = client.post("/", content=b"text=" + b"%41" * MAX_BODY,
                       headers={"content-type": "application/x-www-form-urlencoded"})
    assert page.status_code == 413 and "at most 100,000 characters are read" in page.text


@pytest.mark.parametrize("text", ["<script>alert(1)</script>", "</textarea><img src=x onerror=alert(1)>",
                                  "$<b>q</b> = t(k_a+k_b)$", "{{ 7*7 }}"])
def test_student_text_is_escaped_everywhere(client, text):
    """Markup a student types comes back as text: escaped in the text area and in the feedback."""
    page = check(client, "average", text, "writeup").text
    assert "<script>alert" not in page and "<img src=x" not in page and "<b>q</b>" not in page
    assert "&lt;" in page or "{{ 7*7 }}" in page


def test_pages_carry_a_strict_content_security_policy(client):
    """No inline script, no other origin: the page's own files only."""
    policy = client.get("/").headers["content-security-policy"]
    assert "script-src 'self'" in policy and "default-src 'none'" in policy
    assert client.get("/").headers["cache-control"] == "no-store"


def test_the_desk_groups_by_reading_verdict_and_reason(client):
    """Needs review first; the two spellings of one reading are one group; names on the desk only."""
    page = client.get("/review").text
    groups = re.findall(r'<li class="group verdict-(\w+)', page)
    assert groups[0] == "error" and sorted(groups) == sorted(["error", "invalid", "incorrect", "incorrect", "correct"])
    assert "Ada Lovelace (s01)" in page and "Émile Borel (s02)" in page
    assert "&lt;b&gt;Mallory&lt;/b&gt;" in page and "<b>Mallory</b>" not in page


def desk_form(page: str, index: int = 0) -> dict:
    secret = re.search(r'name="secret" value="([^"]+)"', page).group(1)
    group = re.findall(r'name="group" value="([^"]+)"', page)[index]
    return {"secret": secret, "group": group}


def test_deciding_a_group_saves_the_file(client, tmp_path, graded):
    """A decision is saved at once and shown; grade's results with it applied decide the whole group."""
    form = desk_form(client.get("/review").text)
    answer = client.post("/review/decide", data={**form, "verdict": "correct", "points": "", "comment": "ok",
                                                 "action": "decide"}, follow_redirects=False)
    assert answer.status_code == 303 and answer.headers["location"] == f"/review#{form['group']}"
    saved = d.read_decisions(tmp_path / "decisions.json")
    (decision,) = saved.values()
    assert (decision.verdict, decision.score, decision.comment) == ("correct", 2.0, "ok")
    rows = json.loads(graded.read_text(encoding="utf-8"))
    out, counts = d.apply_to_rows(rows, saved)
    assert counts == {"decided": 2, "flagged": 0}  # s06 reads the same but sends t → 0: another group
    assert "Decided: <strong>correct</strong> 2/2 — ok" in client.get("/review").text
    client.post("/review/decide", data={**form, "action": "undo"})
    assert d.read_decisions(tmp_path / "decisions.json") == {}


@pytest.mark.parametrize("change, status, message", [
    ({"secret": "forged"}, 403, "this form is not from this server's desk"),
    ({"points": "5"}, 400, "points must be a number from 0 to 2, not &#39;5&#39;"),
    ({"verdict": "manual"}, 400, "a decision&#39;s verdict is correct or incorrect"),
    ({"group": "gnothere"}, 400, "no such group in this class"),
])
def test_a_bad_decision_is_refused(client, tmp_path, change, status, message):
    """A forged form, points out of range, an unknown group: refused with a message, nothing saved."""
    form = {**desk_form(client.get("/review").text), "verdict": "correct", "points": "2", "action": "decide"}
    page = client.post("/review/decide", data={**form, **change})
    assert page.status_code == status and message in page.text
    assert not (tmp_path / "decisions.json").exists()


def test_the_desk_needs_its_token_when_one_is_set(runner, graded, tmp_path):
    """Without the token: 403 and no names. With it once: a cookie, and the token leaves the address."""
    client = TestClient(create_app(AppConfig(runner, Desk(graded, tmp_path / "d.json"), "s3cret", HOSTS)))
    refused = client.get("/review")
    assert refused.status_code == 403 and "Ada" not in refused.text
    assert client.post("/review/decide", data={"group": "g"}).status_code == 403
    assert client.get("/review?token=wrong").status_code == 403
    entered = client.get("/review?token=s3cret", follow_redirects=False)
    assert entered.status_code == 303 and entered.headers["location"] == "/review"
    assert "Ada Lovelace" in client.get("/review").text


def test_no_class_no_desk(runner):
    """Without --class the desk says how to open one."""
    client = TestClient(create_app(AppConfig(runner, None, None, HOSTS)))
    assert client.get("/review").status_code == 404


def test_another_host_name_is_refused(runner):
    """Loopback only answers to its own names (a page elsewhere cannot rebind a name to it)."""
    client = TestClient(create_app(AppConfig(runner)), base_url="http://evil.example")
    assert client.get("/").status_code == 400


@pytest.mark.parametrize("host, loopback", [("127.0.0.1", True), ("localhost", True), ("::1", True),
                                            ("0.0.0.0", False), ("192.168.1.4", False), ("example.org", False)])
def test_a_token_is_made_when_bound_beyond_loopback(host, loopback, graded):
    """Bound elsewhere with no --token, the desk gets a random one."""
    config = app_config(ServeConfig(host=host, graded=str(graded)))
    assert is_loopback(host) == loopback and (config.token is None) == loopback


def test_serve_without_the_extra_says_how_to_install(monkeypatch, capsys):
    """A missing dependency of the extra is a usage error that names the install command."""
    import builtins

    real = builtins.__import__

    def missing(name, *args, **kwargs):
        if name == "symattn.serve.server":
            raise ModuleNotFoundError("No module named 'uvicorn'", name="uvicorn")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", missing)
    assert cli.main(["serve"]) == 2
    assert "pip install 'symattn[serve]'" in capsys.readouterr().err


def test_a_decision_of_one_direction_never_touches_another(client):
    """Deciding the needs-review group (t 'not small') leaves s06 (t → 0) and s04 (γ → ∞) as the grader graded
    them: a group is the reading with its direction."""
    form = desk_form(client.get("/review").text)
    client.post("/review/decide", data={**form, "verdict": "correct", "points": "2", "action": "decide"})
    page = client.get("/review").text
    assert " flagged" not in page and page.count('class="decision"') == 1


def test_an_answer_with_no_reading_is_decided_on_the_desk(client, tmp_path):
    """The unreadable answer (s05) is a group of its own, decided there like any other."""
    page = client.get("/review").text
    index = re.findall(r'<li class="group verdict-(\w+)', page).index("invalid")
    form = desk_form(page, index)
    client.post("/review/decide", data={**form, "verdict": "incorrect", "points": "0", "comment": "typo",
                                        "action": "decide"})
    (decision,) = d.read_decisions(tmp_path / "decisions.json").values()
    assert (decision.group.student, decision.group.canonical, decision.verdict) == ("s05", "", "incorrect")


def test_decisions_stay_decided_after_a_re_grade(runner, tmp_path):
    """The README's flow on examples/class.csv: grade, decide every group, re-grade with --decisions, serve again:
    nothing to decide and nothing flagged; the plain re-grade too."""
    examples = Path(__file__).parent.parent / "examples" / "class.csv"
    results, decisions = tmp_path / "results.json", tmp_path / "results.decisions.json"
    assert cli.main(["grade", str(examples), "--out", str(results)]) == 0
    desk = Desk(results, decisions)
    groups = desk.groups()
    for group in groups:
        desk.decide(group.id, "correct" if group.verdict == "correct" else "incorrect", "", "")
    assert len(d.read_decisions(decisions)) == len(groups) > 10
    assert cli.main(["grade", str(examples), "--decisions", str(decisions), "--out", str(results)]) == 0
    again = Desk(results, decisions)
    assert [g.id for g in again.groups()] == [g.id for g in groups]
    assert all(again.decision(g) is not None and not g.flagged for g in again.groups())
    page = TestClient(create_app(AppConfig(runner, again, None, HOSTS))).get("/review").text
    assert '<span id="undecided">0</span> to decide' in page and " flagged" not in page
    plain = tmp_path / "plain.json"
    assert cli.main(["grade", str(examples), "--out", str(plain)]) == 0
    assert all(Desk(plain, decisions).decision(g) is not None for g in Desk(plain, decisions).groups())


def test_only_a_new_or_changed_answer_is_flagged(runner, tmp_path):
    """After a decision, a new answer with another unread phrase in the decided group is flagged; the answers
    decided stay decided."""
    rows = [Row("s01", "average", "$q = t(k_a+k_b)$ with $t$ not small")]
    results, decisions = tmp_path / "results.json", tmp_path / "decisions.json"
    results.write_text(as_json(grade_rows(rows, workers=1)), encoding="utf-8")
    desk = Desk(results, decisions)
    desk.decide(desk.groups()[0].id, "correct", "", "")
    rows.append(Row("s02", "average", "$q = t(k_a+k_b)$ with $t$ not tiny"))
    results.write_text(as_json(grade_rows(rows, workers=1)), encoding="utf-8")
    (group,) = Desk(results, decisions).groups()
    assert group.flagged == ("s02",)
    outcomes = [d.outcome(r, d.read_decisions(decisions)) for r in json.loads(results.read_text(encoding="utf-8"))]
    assert [(o.applied is not None, o.flagged is not None) for o in outcomes] == [(True, False), (False, True)]


@pytest.mark.parametrize("text", ["<script>alert(1)</script>", "<b>nothing</b> to <i>see</i> here", "only words"])
def test_a_writeup_with_no_math_says_so(client, text):
    """Markup or prose alone: 'No math found', not '4 steps (4 skipped)' made of the tags' < and >."""
    page = check(client, "average", text, "writeup").text
    assert "No math found: nothing in this text reads as a formula or a step to check." in page
    assert "skipped" not in page


def test_the_text_box_never_cuts_a_paste_silently(client):
    """No maxlength (a browser would drop the rest of a long paste unsaid); the page's script says the length."""
    page = client.get("/").text
    box = re.search(r"<textarea[^>]*>", page).group(0)
    assert "maxlength" not in box and f'data-limit="{MAX_SUBMISSION}"' in box and 'id="length"' in page
    script = client.get("/static/keys.js").text
    assert "characters long; at most " in script and "shorten it before checking" in script


def test_the_desk_shows_what_the_students_wrote(client):
    """Each answer as written: typeset, the words the grader did not read marked, markup inert; every group,
    the unreadable answer's too, has its form."""
    page = client.get("/review").text
    first = page.split('<li class="group')[1]
    assert '<ol class="written">' in first and "Ada Lovelace (s01)" in first
    assert '<mark class="unread" title="not read by the grader">not small</mark>' in first
    assert first.count("<math") >= 3  # the reading, and each student's formula
    groups = page.split('<li class="group')[1:]
    assert all('form method="post" action="/review/decide"' in g for g in groups)
    assert "q = t(k_a + k_b)) +" in page  # s05's unreadable answer, as written


def test_the_server_warms_on_the_staff_s_answers_only(runner):
    """Before serving, each graded part's own answer is graded and checked in the server (its workers then start
    warm); no budget left: nothing is warmed."""
    graded = [p.id for p in runner.parts if p.rubric is not None]
    assert runner.warm() == tuple(graded)
    assert runner.warm(budget=-1) == ()


def test_the_desk_shows_where_a_writeup_answer_was_found(runner, tmp_path):
    """A class graded from whole write-ups: each answer links to its place in the write-up, shown in context, the
    student's text escaped."""
    from symattn.grading.batch import as_json as results_json
    from symattn.grading.writeups import grade_writeups
    from symattn.spec.catalogue import load_parts

    folder = tmp_path / "class"
    folder.mkdir()
    text = "# <script>x</script>\n\n## 1(b)\nWe take $q = t(k_a + k_b)$, $t \\to \\infty$.\n\n## 1(c)\n(i) later\n"
    (folder / "ada.md").write_text(text, encoding="utf-8")
    chosen = [p for p in load_parts([], ()) if p.id == "average"]
    results = tmp_path / "results.json"
    results.write_text(results_json(grade_writeups([str(folder)], workers=1, chosen=chosen)), encoding="utf-8")
    client = TestClient(create_app(AppConfig(runner, Desk(results, tmp_path / "d.json"), None, HOSTS)))
    desk = client.get("/review").text
    assert '<a href="/review/writeup?row=0">ada</a>' in desk
    page = client.get("/review/writeup?row=0")
    assert page.status_code == 200
    assert '<mark id="answer">We take $q = t(k_a + k_b)$, $t \\to \\infty$.</mark>' in page.text
    assert "&lt;script&gt;x&lt;/script&gt;" in page.text and "<script>x" not in page.text
    bad = client.get("/review/writeup?row=7")
    assert bad.status_code == 400 and "no such answer in this class" in bad.text
    (folder / "ada.md").write_text("short", encoding="utf-8")
    fresh = TestClient(create_app(AppConfig(runner, Desk(results, tmp_path / "d.json"), None, HOSTS)))
    assert "the write-up has changed since it was graded" in fresh.get("/review/writeup?row=0").text


def _spin(task):
    return 3 ** (10**8) % 7  # C-level arithmetic: only the CPU-time limit stops it


def _fail(task):
    raise KeyError("oops")


STOPPED = r"timed out (\(CPU-time limit\)|after \d s)"  # the CPU-time limit, or on a crowded machine the wall clock


@pytest.mark.parametrize("function, writeup, feedback, problem", [
    (_spin, False, rf"^error: {STOPPED}$", r"^$"),
    (_spin, True, rf"^error: {STOPPED}$", rf"^the steps could not be checked: {STOPPED}$"),
    (_fail, False, r"^error: internal error \(KeyError: &#39;oops&#39;\); needs manual review$", r"^$"),
])
def test_a_stopped_worker_is_an_error_on_the_page(function, writeup, feedback, problem):
    """Runaway work is stopped by the worker's limits (serve --timeout CPU seconds, three times that on the wall
    clock; a write-up has twice its answer's); the page says what stopped it (escaped once, as Jinja2 shows it)."""
    stopping = Runner(workers=1, timeout=1)
    try:
        stopping.pool.function = function  # before any worker is forked
        shown = stopping.run("average", "q = t(k_a + k_b)", writeup)
    finally:
        stopping.close()
    assert shown["verdict"] == "error"
    assert re.match(feedback, str(shown["feedback"])) and re.match(problem, shown["problem"])


@pytest.mark.parametrize("mode", ["answer", "writeup", "answer"])
def test_a_full_queue_is_busy_at_once(client, runner, monkeypatch, mode):
    """When the workers' queue is full, the page says so at once (503, try again in a minute), not after a wait."""
    from symattn.serve.pool import Busy

    def busy(*args):
        raise Busy("the queue is full: 16 checks wait for 2 workers")

    monkeypatch.setattr(runner, "run", busy)
    page = check(client, "average", "q = t(k_a + k_b)", mode)
    assert (page.status_code, page.headers["retry-after"]) == (503, "60")
    assert "The checker is busy with other students: try again in a minute." in page.text


@pytest.mark.parametrize("text, writeup, short", [
    ("q = t(k_a + k_b)", False, True),
    ("x" * 5_000, False, True),  # an answer is short, however long (it is read as one formula or refused)
    ("Take $q = t(k_a + k_b)$ with $t \\to \\infty$.", True, True),
    ("$a = b$. " * 200, True, False),  # a 40-step write-up's length
])
def test_a_check_s_expected_time_sets_its_lane(text, writeup, short):
    from symattn.serve.pool import SHORT_SECONDS
    from symattn.serve.runner import expected_seconds

    assert (expected_seconds(text, writeup) <= SHORT_SECONDS) == short


def test_workers_default_to_one_per_core(runner):
    from symattn.serve.runner import cores

    assert Runner().workers == cores() >= 1 and runner.workers == 2


MOVED = ("# Homework\n\n## 1(b)\nSee my working further down.\n\n## Working\n"
         "We take $q = t(k_a + k_b)$ with $t \\to \\infty$, so that $\\alpha_a, \\alpha_b \\to \\frac12$.\n")


def moved_desk(runner, tmp_path):
    from symattn.grading.writeups import grade_writeups
    from symattn.spec.catalogue import load_parts

    folder = tmp_path / "class"
    folder.mkdir(exist_ok=True)
    (folder / "ada.md").write_text(MOVED, encoding="utf-8")
    chosen = [p for p in load_parts([], ()) if p.id == "average"]
    results = tmp_path / "results.json"
    results.write_text(as_json(grade_writeups([str(folder)], workers=1, chosen=chosen)), encoding="utf-8")
    config = AppConfig(runner, Desk(results, tmp_path / "d.json"), None, HOSTS)
    return TestClient(create_app(config)), config


@pytest.mark.parametrize("start, end, message", [
    ("5", "3", "the region 5–3 is not inside the write-up"),
    ("x", "9", "a region is two character positions (numbers)"),
    ("0", "999", "the region 0–999 is not inside the write-up"),
])
def test_a_move_out_of_bounds_is_refused_with_the_reason(runner, tmp_path, start, end, message):
    client, config = moved_desk(runner, tmp_path)
    page = client.post("/review/move", data={"secret": config.secret, "row": "0", "start": start, "end": end})
    assert page.status_code == 400 and message in page.text
    assert not (tmp_path / "d.json").exists()


def test_a_ta_moves_an_answer_and_a_new_desk_keeps_it(runner, tmp_path):
    """The move is graded at once and saved; a desk started again on the same (older) results grades the moved
    region again from the decisions file; putting it back restores the grader's place; a form from elsewhere is
    refused."""
    client, config = moved_desk(runner, tmp_path)
    start = MOVED.index("We take")
    end = MOVED.index("frac12$.") + len("frac12$.")
    forged = client.post("/review/move", data={"secret": "nope", "row": "0", "start": str(start), "end": str(end)})
    assert forged.status_code == 403
    done = client.post("/review/move", data={"secret": config.secret, "row": "0", "start": str(start),
                                             "end": str(end), "comment": "Under Working."}, follow_redirects=False)
    assert done.status_code == 303 and done.headers["location"] == "/review/writeup?row=0#answer"
    row = config.desk.rows[0]
    assert (row["verdict"], row["found"]["span"], row["found"]["moved"]) == ("correct", [start, end],
                                                                            {"from": [20, 48]})
    assert row["feedback"].endswith("Under Working.") and d.MOVED_LINE in row["feedback"]
    saved = json.loads((tmp_path / "d.json").read_text(encoding="utf-8"))
    assert saved["locations"][0]["span"] == [start, end] and saved["decisions"] == []
    again = Desk(config.desk.results, tmp_path / "d.json")
    TestClient(create_app(AppConfig(runner, again, None, HOSTS)))
    assert again.rows[0]["verdict"] == "correct" and again.rows[0]["found"]["span"] == [start, end]
    back = client.post("/review/move", data={"secret": config.secret, "row": "0", "action": "put-back"})
    assert back.status_code == 200 and config.desk.rows[0]["verdict"] == "invalid"
    assert "locations" not in json.loads((tmp_path / "d.json").read_text(encoding="utf-8"))
