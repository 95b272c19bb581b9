"""The class report as a sheet: tables, a figure of the verdicts and of the scores per part, the common
wrong answers set as math. Data from grading/class_report.py; every string from the results made safe here."""

from symattn.grading.class_report import ClassReport, named
from symattn.grading.verdict import number_text
from symattn.render.escape import escape, escape_name
from symattn.render.feedback import HOW_LARGE, READ_AS
from symattn.render.prose import safe_pieces, safe_text

VERDICT_COLOURS = {"correct": "green!55!black", "incorrect": "red!65!black", "invalid": "orange!85!black",
                   "error": "violet!70!black", "manual": "black!45",
                   "missing": "black!70"}


def report_data(report: ClassReport, source: str) -> dict:
    return {
        "source": escape(source), "students": report.students,
        "verdicts": list(VERDICT_COLOURS.items()),
        "parts": [_part(part) for part in report.parts],
    }


def _part(part) -> dict:
    return {
        "id": escape(part.part), "answers": part.answers, "max_score": number_text(part.max_score),
        "mean": f"{part.mean:.2f}", "verdicts": list(part.verdicts), "counts": dict(part.verdicts),
        "scores": [(number_text(score), count) for score, count in part.scores],
        "clusters": [_cluster(c) for c in part.clusters],
        "wrong_clusters": part.wrong_clusters, "hidden_clusters": part.wrong_clusters - len(part.clusters),
        "hidden_answers": part.wrong_answers - sum(c.count for c in part.clusters),
    }


def _cluster(cluster) -> dict:
    pieces = safe_pieces(cluster.canonical) or safe_pieces(cluster.reading)
    lines = [READ_AS.sub("", line).strip() for line in cluster.feedback.splitlines()]
    lines = [line for line in lines if line and not line.startswith(HOW_LARGE)]
    return {"count": cluster.count, "verdict": escape(cluster.verdict), "formulas": pieces,
            "text": "" if pieces else escape(cluster.canonical), "feedback": [safe_text(line) for line in lines],
            "students": escape_name(", ".join(named(i, n) for i, n in list(zip(cluster.students, cluster.names or
                                                                                    ("",) * cluster.count))[:8])),
            "more": max(0, len(cluster.students) - 8)}
