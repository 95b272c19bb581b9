"""The permutation proof as students write it: their marks for the permuted matrices, arrows, 1b_1, softmax(·)."""

import pytest

from symattn.grading.grade import grade_answer
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.spec.catalogue import by_name, load_parts
from symattn.steps.check import check_writeup

PARTS = by_name(load_parts([]))
CODES = {"valid": "v", "wrong": "w", "unknown": "u", "skipped": "s"}


def statuses(text: str, part: str = "permutation") -> str:
    return "".join(CODES[step.status] for step in check_writeup(PARTS[part], text).steps)


MARKS = [  # a mark introduced by permuting names the part's permuted matrices: its steps are claims, checked
    ("$X' = PX$, so $Q' = PQ$, $K' = PK$, $V' = PV$.", "vvvv"),
    (r"$X_p = PX \Rightarrow Q_p = X_pW_Q = PQ$.", "vvv"),
    (r"Mit $X^{\pi} = PX$ gilt $Q^{\pi} = PQ$.", "vv"),
    ("$X^{(P)} = PX$, $Q^{(P)} = X^{(P)}W_Q = PQ$.", "vvv"),
    (r"$Q_\sigma = P X W_Q = PQ$ and $K_\sigma = PK$.", "vvv"),
    # plain text glues the mark p to its capital: Xp is X_p, Kp^T is (K_p)ᵀ
    ("Xp = P X  =>  Qp = P Q, Kp = P K.", "vvv"),
    ("Xp = P X. Then Qp Kp^T = P Q K^T P^T.", "vv"),
    # a slip under a mark so introduced is a claim about Q_perm, and wrong
    ("$X' = PX$, so $K' = PK$ and $Q'K'^\\top = PQK^\\top P$.", "vvw"),
    ("$Q_p = PXW_Q$, and $Q_p K_p^\\top = PQK^\\top$.", "vw"),
    # a mark never introduced by permuting, or a name first set to another value, stays the write-up's own
    ("$X' = XP$, so $Q' = QP$.", "ss"),
    ("$X' = PX$, so $Q' = QP$.", "vs"),
    ("Let $X' = PX$ and let $H' = HP$.", "vs"),
    ("$Q_p = PXW_Q$, and $K_p = KP$.", "vs"),
]


@pytest.mark.parametrize("text, expected", MARKS)
def test_marks_for_the_permuted_matrices(text, expected):
    """X′, Q_p, X^π, X^{(P)} are X_perm, Q_perm once introduced by permuting; a first value that differs is own."""
    assert statuses(text) == expected


ARROWS = [  # an arrow from a matrix the part permutes says what it becomes
    (r"$X \mapsto PX$ sends $Q \mapsto PQ$ and $K \mapsto PK$.", "vvv"),
    ("X → PX gives Q → PQ, K → PK, V → PV.", "vvvv"),
    (r"$X \to PX$ gives $Q \to QP$.", "vw"),
    # an arrow between two lists says one arrow per pair, in order (paired_lists.py)
    ("Q,K,V → PQ, PK, PV (matrix mult is associative).", "vvv"),
    ("X → PX, so Q, K, V → PQ, PK, PV.", "vvvv"),
    ("X -> PX:\nQ,K,V -> PQ, PK, PV\nQK^T -> P QK^T P^T", "vvvvv"),
    ("X → PX, so Q, K, V → PQ, PV, PK.", "vvww"),
    # lists with a joint word, ended by words; lists of other lengths: no arrow between their inner items is read
    ("X -> PX, so Q, K and V -> PQ, PK and PV, hence QK^T -> PQK^TP.", "vvvvw"),
    ("X -> PX, so Q, K and V -> PQ, PV and PK.", "vvww"),
    ("X -> PX. Q, K -> PQ, PK, PV here.", "vu"),
    # an arrow from an expression of the permuted matrices: each of them permuted, the weights as they are
    ("QK^T → PQK^TP^T", "v"),
    ("HW_1 + 1b_1 → P(HW_1 + 1b_1)", "v"),
    ("QK^T → PQK^T", "w"),
    # a name already marked is the write-up's own statement, not what becomes of it
    ("Q' → PQ'", "u"),
    # an arrow between two relations says "so": its left side ends a relation, no matrix that becomes something
    ("Qp = PQ, Kp = PK. Qp Kp^T = P Q K^T P^T  ->  softmax(Qp Kp^T / sqrt d) = P softmax(Q K^T / sqrt d) P^T",
     "vvvsv"),
    ("H' = P H -> H' W_1 + 1 b_1 = P(H W_1 + 1 b_1)", "vsv"),
    ("Q' = PQ, K' = PK -> Q'K'^T = PQK^TP^T", "vvsv"),
]


@pytest.mark.parametrize("text, expected", ARROWS)
def test_arrows_say_what_a_matrix_becomes(text, expected):
    """Q ↦ PQ is Q_perm = PQ: checked, and a wrong image is wrong."""
    assert statuses(text) == expected


ONES = [  # 1b_1 in plain text is 𝟏b_1: one times a row vector is never written
    ("$P(HW_1 + 1b_1) = PHW_1 + P1b_1 = PHW_1 + 1b_1$.", "vv"),
    ("Z = ReLU(HW_1 + 1b_1)W_2 + 1b_2.", "v"),
    ("P(H W_1 + 1 b_1) = P H W_1 + P 1 b_1 = P H W_1 + 1 b_1", "vv"),
    ("$P(HW_1 + 1b_1) = PHW_1 + 1b_1 P$.", "w"),
    # the number 1 written last after a matrix with a column per row is 𝟏 too: P 1 = 1 is P𝟏 = 𝟏
    ("Since P 1 = 1, the bias rows are unchanged.", "v"),
    ("1 = P 1", "v"),
    ("HW1 + 1b1 -> P(HW1 + 1b1)            (1 = P1)", "vv"),
]


@pytest.mark.parametrize("text, expected", ONES)
def test_one_before_a_row_is_the_ones_column(text, expected):
    """1b_1 and P1b_1 before a row vector read as 𝟏b_1 and P𝟏b_1; a slip beside them is still wrong."""
    assert statuses(text) == expected


ELIDED = [  # softmax(·), ReLU(…): the argument the write-up gave that function last
    (r"By the lemma $\mathrm{softmax}(PAP^\top) = P\,\mathrm{softmax}(A)P^\top$ with $A = QK^\top/\sqrt d$, so "
     r"$H_{\text{perm}} = P\,\mathrm{softmax}(\cdot)P^\top P V = PH$.", "vsvv"),
    ("Z = ReLU(HW_1 + 1b_1)W_2 + 1b_2.\nSo PZ = P ReLU(…)W_2 + P1b_2.", "vv"),
    # an argument in the same statement leaves no single one to point back to
    ("Z = ReLU(HW_1 + 1b_1)W_2 + 1b_2.\nZ_perm = ReLU(P(HW_1 + 1b_1))W_2 + 1b_2 = P ReLU(…)W_2 + 1b_2.", "vs"),
    # a refutation on that reading is unknown: which argument was meant is a guess
    (r"Here $Z = \mathrm{ReLU}(HW_1 + \mathbf 1 b_1)W_2 + \mathbf 1 b_2$. Then "
     r"$Z_{\text{perm}} = \mathrm{ReLU}(\cdot) W_2 + \mathbf 1 b_2$.", "vu"),
    # nothing written before, or an argument in the same statement: not read
    (r"$H_{\text{perm}} = P\,\mathrm{softmax}(\cdot)V$.", "s"),
    (r"$\mathrm{softmax}(PAP^\top) = P\,\mathrm{softmax}(\cdot)P^\top$.", "s"),
]


@pytest.mark.parametrize("text, expected", ELIDED)
def test_an_argument_left_out(text, expected):
    """f(·) is f of the argument written last before its statement; a refutation on that reading is unknown."""
    assert statuses(text) == expected


@pytest.mark.parametrize("text, func", [
    (r"\mathrm{softmax}(\cdot)", "softmax"),
    ("ReLU(…)", "relu"),
    (r"\mathrm{ReLU}(\dots)", "relu"),
])
def test_an_elided_argument_is_read(text, func):
    """(·), (…), (\\dots) as a function's whole argument are an argument left out."""
    node = parse(text)
    assert (node.func, type(node.args[0])) == (func, s.Elided)


LEMMAS_WITH_A_PLACEHOLDER = [  # a placeholder on each side, that nothing written before fills: any matrix
    (r"$\mathrm{ReLU}(P(\cdot)) = P\,\mathrm{ReLU}(\cdot)$.", "v"),
    (r"$\mathrm{softmax}(P(\cdot)P^\top) = P\,\mathrm{softmax}(\cdot)P^\top$.", "v"),
    # misstated: not judged (the placeholder's reading is never the ground of a ✗)
    (r"$\mathrm{ReLU}(P(\cdot)) = \mathrm{ReLU}(\cdot)$.", "u"),
    (r"$\mathrm{softmax}(P(\cdot)) = P\,\mathrm{softmax}(\cdot)$.", "u"),
]


@pytest.mark.parametrize("text, expected", LEMMAS_WITH_A_PLACEHOLDER)
def test_a_lemma_said_with_a_placeholder(text, expected):
    """"ReLU(P(·)) = P ReLU(·)": the given lemma said for any argument."""
    assert statuses(text) == expected


LEMMAS_OF_ANY_MATRIX = [  # a lemma said of a matrix nothing defines: proved for any matrix, never refuted on a guess
    (r"$\mathrm{softmax}(PAP^\top) = P\,\mathrm{softmax}(A)P^\top$", "v"),
    (r"$\mathrm{ReLU}(PB) = P\,\mathrm{ReLU}(B)$ for any $B$.", "v"),
    (r"$\mathrm{ReLU}(P M) = P \mathrm{ReLU}(M)$ (given).", "v"),
    (r"$\mathrm{softmax}(PA) = P\,\mathrm{softmax}(A)P^\top$", "u"),
    (r"$\mathrm{ReLU}(AP) = P\,\mathrm{ReLU}(A)$", "u"),
]


@pytest.mark.parametrize("text, expected", LEMMAS_OF_ANY_MATRIX)
def test_a_lemma_of_any_matrix(text, expected):
    """The given lemmas restated with a placeholder matrix are proved; a misstated one is not judged."""
    assert statuses(text) == expected


LETTERS_FOR_WHAT_WAS_WRITTEN = [  # a letter nothing defines names a matrix written before it; never refuted on that
    (r"$Q_pK_p^\top/\sqrt d = P(QK^\top/\sqrt d)P^\top$, so by the lemma $H_p = P\,\mathrm{softmax}(A)P^\top PV$",
     "vv"),
    (r"$\mathrm{softmax}(P(QK^\top/\sqrt d)P^\top) = P\,\mathrm{softmax}(QK^\top/\sqrt d)P^\top$. "
     r"By $\mathrm{softmax}(PSP^\top) = P\,\mathrm{softmax}(S)P^\top$, $H' = P\,\mathrm{softmax}(S)P^\top P V = PH$.",
     "vvvv"),
    # a letter that appears from nowhere is not guessed at
    (r"$\mathrm{softmax}(P(QK^\top/\sqrt d)P^\top) = P\,\mathrm{softmax}(QK^\top/\sqrt d)P^\top$. "
     r"Also $H' = P S P^\top P V = P S V = PH$.", "vuvu"),
    ("X' = PX, so Q' = PQ and K' = PK. A' = Q'K'^T/sqrt(d) = P A P^T", "vvvsv"),
    # read as QKᵀ/√d the step is false; the letter may mean another matrix, so it is not judged
    (r"$X_p = PX$, $Q_pK_p^\top = PQK^\top P^\top$, so $H_p = \mathrm{softmax}(A) V$", "vvu"),
    # a letter defined only after the step names nothing written before it
    (r"$X' = PX$. $H' = P S V$ and $S = \mathrm{softmax}(QK^\top/\sqrt d)$", "vus"),
]


@pytest.mark.parametrize("text, expected", LETTERS_FOR_WHAT_WAS_WRITTEN)
def test_a_letter_names_a_matrix_written_before(text, expected):
    """H_p = P softmax(A)PᵀPV after P(QKᵀ/√d)Pᵀ: A is read as QKᵀ/√d, written before; a step false on that
    reading, or whose letter names nothing written before it, is not judged."""
    assert statuses(text) == expected


def test_a_proof_in_the_students_marks_is_graded():
    """A proof written with X′, Q′ and 1b_1 establishes the part's facts and is graded correct."""
    text = ("With $X' = PX$: $Q' = PQ$, $K' = PK$, $V' = PV$. Then $Q'K'^\\top = PQK^\\top P^\\top$, and by the lemma "
            "$H' = P\\,\\mathrm{softmax}(QK^\\top/\\sqrt d)P^\\top PV = PH$. So $H'W_1 + 1b_1 = P(HW_1 + 1b_1)$ "
            "since $P1 = 1$, and $Z' = P\\,\\mathrm{ReLU}(HW_1 + 1b_1)W_2 + 1b_2 = P(\\mathrm{ReLU}(HW_1 + 1b_1)W_2 "
            "+ 1b_2) = PZ$.")
    assert grade_answer(PARTS["permutation"], text).verdict == "correct"


@pytest.mark.parametrize("text, expected", [
    ("y = P(H W_1 + 1 b_1) — a permutation of the all-ones vector is still all ones.", "y = P(H W_1 + 1 b_1)"),
    ("So x = a − b — which is small.", "x = a − b"),
    ("t = 5—a guess.", "t = 5"),
])
def test_an_em_dash_ends_plain_math(text, expected):
    """An em dash in prose is a dash, never a minus: the formula ends before it."""
    from symattn.language.document import read_document
    assert [statement.text for statement in read_document(text).statements][0] == expected


@pytest.mark.parametrize("text, position", [(r"\Phi(0,\cdot)", "0"), (r"\Phi(t_1, \cdot)", "t_1"), ("Φ(1,·)", "1")])
def test_a_whole_row_of_the_embeddings(text, position):
    """Φ(t, ·) is the whole row of position t: the embedding Φ(t), read with one argument."""
    node = parse(text)
    argument = node.args[0]
    written = argument.text if isinstance(argument, s.Num) else f"{argument.base}_{argument.sub}"
    assert (node.func, len(node.args), written) == ("Phi", 1, position)


def test_a_slip_in_a_row_of_the_embeddings_is_found():
    """"Φ(0,·) = (sin 0, cos 0) = (1, 0)": the row read, the tuples compared entry by entry, the slip found."""
    text = r"The embeddings are $\Phi(0,\cdot)=(\sin 0,\cos 0)=(1,0)$ and $\Phi(1,\cdot)=(\sin1,\cos1)$."
    assert "w" in statuses(text, "position-helps")


A_DEFINITION_NOT_READ = [  # a matrix the write-up defines in a notation not read spoils only the steps that use it
    (r"For $T=2$, $J=\begin{pmatrix}0&1\\1&0\end{pmatrix}$ and $J^\top J=I$. For every $P$, $P^\top P=I$ and "
     r"$P\mathbf 1=\mathbf 1$.", "uvv"),
    (r"Let $J=\begin{pmatrix}0&1\\1&0\end{pmatrix}$. Then $P^\top P = I$.", "v"),
]


@pytest.mark.parametrize("text, expected", A_DEFINITION_NOT_READ)
def test_a_definition_not_read_spoils_only_its_own_steps(text, expected):
    """Only the steps that use the letter are left undecided; the others are read as ever."""
    assert statuses(text).endswith(expected)


@pytest.mark.parametrize("text, shown", [
    (r"Then $\tilde{V} = PV$.", r"\tilde{V} = PV"),
    (r"So $\widehat{Q} = PQ$.", r"\widehat{Q} = PQ"),
    (r"Hence $\tilde Q \tilde{K}^\top = PQK^\top P^\top$.", r"\tilde Q \tilde{K}^\top = PQK^\top P^\top"),
])
def test_a_marked_name_is_shown_as_written(text, shown):
    """A name under a TeX mark, read as a prime, is shown whole as written (\\tilde{V}, not \\t)."""
    from symattn.steps.output import written
    (step,) = check_writeup(PARTS["permutation"], text).steps
    assert written(step, text) == shown
