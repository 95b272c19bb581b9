"""Write tests/data/class-200.csv: a class of 50 students × 4 parts, answers drawn with a fixed seed.

Names in several scripts, roster columns (Email, SID, Section) beside id,part,answer, right and wrong
answers in many notations, repeated the way a real class repeats them. Run from the repository root:
python tests/data/make_class.py
"""

import csv
import random
from pathlib import Path

SEED = 20251125
FIRST = ["José", "Ana", "王", "Ελένη", "Дмитрий", "Aisha", "Kenji", "Zoë", "Liam", "Priya", "김", "Noah", "Fatima",
         "Mateo", "Sofía", "Yusuf", "Chloé", "Omar", "Ingrid", "Tomás"]
LAST = ["Müller", "Silva", "小明", "Παπαδοπούλου", "Иванов", "Khan", "Tanaka", "Dubois", "O'Brien", "Patel", "민수",
        "García", "Nguyen", "Rossi", "Kowalski"]
ANSWERS = {
    "average": [r"$q = \beta(k_a + k_b)$ for a large $\beta$", "q = t(k_a + k_b)", r"$q = \gamma k_a + \gamma k_b$",
                "q = k_a + k_b", r"$q = t(k_a + 3k_b)$", r"$q = \beta k_a + 3\beta k_b$", "q = t(k_a + k_b",
                r"$q = 10(k_a + k_b)$", "I would make the query large."],
    "multi-head": [r"$q_1 = t\mu_a$, $q_2 = t\mu_b$", r"q_1 = \beta \mu_a, q_2 = \beta \mu_b",
                   r"$q_1 = \beta(\mu_a + \mu_b)$, $q_2 = \beta(\mu_a - \mu_b)$",
                   r"$q_1 = t(\mu_a + \mu_b)$, $q_2 = t(\mu_a - \mu_b)$", r"$q_1 = q_2 = \beta(\mu_a + \mu_b)$"],
    "kqv-design": [r"$K = I$, $Q = \frac{u_d u_a^\top + u_c u_d^\top}{\beta^2}$, "
                   r"$V = \frac{u_b u_b^\top - u_c u_c^\top}{\beta^2}$",
                   r"K = I, Q = I, V = \frac{u_b u_b^\top}{\beta^2}",
                   r"K = I, Q = \frac{u_d u_a^\top}{\beta^2}, V = \frac{u_b u_b^\top}{\beta^2}"],
    "kqv-plain": [r"$c_2 \approx u_a$", r"$c_2 \approx u_b$", r"c_2 \approx u_a + u_b"],
}
WEIGHTS = {"average": [6, 5, 3, 4, 3, 2, 1, 1, 1], "multi-head": [6, 3, 3, 2, 1], "kqv-design": [5, 3, 2],
           "kqv-plain": [5, 2, 1]}


def rows() -> list:
    rng = random.Random(SEED)
    table = []
    for number in range(1, 51):
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        student = f"s{number:03d}"
        roster = {"Name": name, "Email": f"{student}@example.edu", "SID": str(2025000 + number),
                  "Section": rng.choice("ABC")}
        for part in ANSWERS:
            answer = rng.choices(ANSWERS[part], weights=WEIGHTS[part])[0]
            table.append({"id": student, **roster, "part": part, "answer": answer})
    return table


def main():
    path = Path(__file__).with_name("class-200.csv")
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, ["id", "Name", "Email", "SID", "Section", "part", "answer"],
                                lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows())
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
