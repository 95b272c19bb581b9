"""Formulas in plain text: a spaced full stop as a dot product, an em dash, a joining letter, thousands with a space."""

import pytest

from symattn.language.document import has_prose, read_document
from symattn.errors import NotationError
from symattn.notation import parse
from symattn.notation import syntax as s


def statements(text: str) -> list:
    return [statement.text for statement in read_document(text).statements]


@pytest.mark.parametrize("text, expected", [
    ("Head 1: k_a . q1 = t (1 + eta) and k_i . q1 = 0.", ["k_a · q1 = t (1 + eta)", "k_i · q1 = 0"]),
    ("so mu_a . mu_b = 0 here", ["mu_a · mu_b = 0"]),
    ("we get x = 3 . Then y = 2.", ["x = 3", "y = 2"]),
    ("so t = 5 . then we stop", ["t = 5"]),
    ("k_a.q = t(1+eta), k_b.q = t", ["k_a·q = t(1+eta)", "k_b·q = t"]),
    ("scores: x1.x2 = 0, x2.x2 = B^2", ["x1·x2 = 0", "x2·x2 = B^2"]),
    ("so mu_a.mu_b = 0 here", ["mu_a·mu_b = 0"]),
    ("we get c = v_a.Then c = v_b.", ["c = v_a", "c = v_b"]),
    ("i.e. q = 2k_1.", ["q = 2k_1"]),
    # glued between brackets of indexed names, or an indexed name and such a bracket
    ("4. k1.q2 = (u_d + u_b).(u_a + u_d) = beta^2.", ["k1·q2 = (u_d + u_b)·(u_a + u_d) = beta^2"]),
    ("then k3.(u_a + u_d) = 0 and (x1 + x2).x2 = 3 B^2", ["k3·(u_a + u_d) = 0", "(x1 + x2)·x2 = 3 B^2"]),
    ("so (u_a+u_d).(u_a+u_d) = 2 beta^2 here", ["(u_a+u_d)·(u_a+u_d) = 2 beta^2"]),
    ("we stop (see above).(Then we go on.)", []),
    # spaced between such brackets too (red team 58)
    ("s_1 = (u_d + u_b) . (u_a + u_c) = 0", ["s_1 = (u_d + u_b) · (u_a + u_c) = 0"]),
    ("then x_3 . (u_a + u_d) = beta^2 and (x1 + x2) . (x2 + x3) = 0", ["x_3 · (u_a + u_d) = beta^2",
                                                                    "(x1 + x2) · (x2 + x3) = 0"]),
    ("we stop (see above) . (Then we go on.)", []),
])
def test_a_spaced_full_stop_between_names_is_a_dot_product(text, expected):
    """k_a . q1 and k_a.q are k_a · q1 and k_a·q; a full stop that a capital or a word follows ends a sentence."""
    assert statements(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("para 1+η > 0 a vence sempre e c_1 ≈ v_a, qualquer que seja.", "c_1 ≈ v_a"),
    ("quindi e c = v_a", "c = v_a"),
    ("luego y α_a → 1", "α_a → 1"),
    ("we get e^t = 5", "e^t = 5"),
    ("so y = 2x", "y = 2x"),
    ("the variance is big even though E c = ½(v_a + v_b)", "E c = ½(v_a + v_b)"),
    ("ma E c = v_a", "E c = v_a"),
])
def test_a_joining_letter_after_prose_is_a_word(text, expected):
    """"… sempre e c_1 ≈ v_a": e, y, i after a word of prose join clauses (and), they are no factor; a capital E mid-
    sentence is a name (the expectation), not "and"."""
    assert statements(text)[-1] == expected


@pytest.mark.parametrize("text, expected", [
    ("Quindi α_a = e^C/(2e^C + n − 2) e la massa restante è piccola.", "α_a = e^C/(2e^C + n − 2)"),
    ("Luego α_a = e^t/(2e^t + n − 2) y la suma es 1.", "α_a = e^t/(2e^t + n − 2)"),
    ("Тогда α_a = e^t/(2e^t + n − 2) и остальные малы.", "α_a = e^t/(2e^t + n − 2)"),
    ("so α_a ≈ e and more", "α_a ≈ e"),
    ("en general Z(PX + Φ) ≠ P·Z(X + Φ) y el modelo distingue el orden.", "Z(PX + Φ) ≠ P·Z(X + Φ)"),
    ("so x = 2 + e and more", "x = 2 + e"),
])
def test_a_joining_letter_before_prose_is_a_word(text, expected):
    """"… n − 2) e la massa": the lone e, y, и that the prose after it cuts off joins the next clause (and); one that
    a relation or an operator comes right before is a side or a term (Euler's e)."""
    assert statements(text)[0] == expected


@pytest.mark.parametrize("text, expected", [
    (r"T \le 10 000", s.Num("10000", 6)),
    ("n = 1 000 000", s.Num("1000000", 4)),
    ("T ≤ 10\u00a0000", s.Num("10000", 4)),
])
def test_thousands_separated_by_a_space(text, expected):
    """10 000 is ten thousand, as the SI and French write it; 2 3 is not read (below)."""
    assert parse(text).operands[1] == expected


@pytest.mark.parametrize("text", ["x = 2 3", "N(0, 1 2)", "α_a = 1 4"])
def test_two_numbers_apart_are_not_read(text):
    """Two numbers apart that are no group of three digits are no product: a fraction flattened out of a PDF
    ("N(0, 1 2)") reads so too, and a product of numbers is written with a sign."""
    with pytest.raises(NotationError, match=r"^at character \d+: two numbers side by side"):
        parse(text)


@pytest.mark.parametrize("text, expected", [
    ("hence\n$$a = b.$$\nThe $i = 0$ term is $x = 1$.", [0, 1, 1]),
    ("so \\[a = b\\] Then $x = 1$.", [0, 1]),
    ("so $$a = b$$ and $x = 1$.", [0, 0]),  # a lower-case word goes on with the sentence
    ("so $a = b$ The $x = 1$.", [0, 0]),  # inline math: only a full stop ends the sentence
    # an environment that displays its formulas is a display too
    ("Check:\n\\begin{align*}\nVx_2 &= u_b\n\\end{align*}\nLet $K = I$, so that $q_2 = u_d$.", [0, 1, 1]),
    ("so\n\\begin{equation}a = b\\end{equation}\nand $x = 1$.", [0, 0]),
])
def test_a_displayed_formula_then_a_capital_ends_a_sentence(text, expected):
    """"hence $$…$$ The i = 0 term …": a capitalised word after a displayed formula opens a new sentence, so the
    hypothesis of the next sentence does not reach back over the display."""
    assert [statement.sentence for statement in read_document(text).statements] == expected


@pytest.mark.parametrize("text, expected", [
    ("Var α_a → 1/4", s.Call("Var", (s.Name("alpha", "a", 4),), 0)),
    ("SD η = 1", s.Call("SD", (s.Name("eta", "", 3),), 0)),
    (r"\mathrm{Var}\,\alpha_a", s.Call("Var", (s.Name("alpha", "a", 14),), 8)),
])
def test_a_moment_of_a_name_without_brackets(text, expected):
    """"Var α_a", as sin x: a moment before a Greek letter or a subscripted name takes it as its argument."""
    node = parse(text)
    assert (node.operands[0] if isinstance(node, s.Relation) else node) == expected


def test_a_moment_before_a_word_needs_its_brackets():
    """"var x" in plain text stays unread: a bare word after it may be prose."""
    from symattn.errors import NotationError
    with pytest.raises(NotationError, match=r"^at character 5: expected '\(' after var, found 'x'$"):
        parse("var x")


@pytest.mark.parametrize("text, letter", [("t_1 − t_2 ∈ 2πℤ", "Z"), ("n ∈ ℕ", "N"), ("x ∈ ℝ", "R")])
def test_the_number_sets_written_in_unicode(text, letter):
    """ℤ, ℕ, ℝ are the letters \\mathbb{Z}, \\mathbb{N}, \\mathbb{R} read as: the relation ∈ is read (and not checked)."""
    node = parse(text)
    assert (node.ops, [n.base for n in s.walk(node.operands[1]) if isinstance(n, s.Name)][-1]) == (("in",), letter)


@pytest.mark.parametrize("text, expected", [
    ("so (i) PᵀP = I (its columns are orthonormal) and (ii) P𝟙 = 𝟙 (each row sums to 1).", ["PᵀP = I", "P𝟙 = 𝟙"]),
    ("we get (a) k_a^T q = t and (b) α_a → 1", ["k_a^T q = t", "α_a → 1"]),
    ("(iii) α_j → 1 as t grows", ["α_j → 1"]),
    ("(t) k_j = 5", ["(t) k_j = 5"]),  # a name in brackets is no list label
    ("(1) Q_perm = PQ.\n(2) Q_perm K_permᵀ = PQ(PK)ᵀ.", ["Q_perm = PQ", "Q_perm K_permᵀ = PQ(PK)ᵀ"]),
    ("(12) α_j → 1", ["α_j → 1"]),
    ("(2)(3) = 6", ["(2)(3) = 6"]),  # brackets that a formula goes on from are a factor
])
def test_a_list_label_before_a_formula(text, expected):
    """"(i) PᵀP = I … (ii) P𝟙 = 𝟙": a list's label before a formula in prose is not a factor of it."""
    assert statements(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("so α_i = 1/(2e^t + n − 2) (i ≠ a, b) here", ["α_i = 1/(2e^t + n − 2)", "i ≠ a, b"]),
    ("for j = 1, 2 we get", ["j = 1, 2"]),
    # capitals are no index: an instance and the prose after it
    ("Exemple : T = 2, X = 0, P qui échange les deux lignes", ["T = 2", "X = 0"]),
    # items of two kinds are a case and a value: "T for i = b, 0 otherwise"
    ("so s_i → T for i = b, 0 otherwise.", ["s_i → T", "i = b"]),
    # an indexed name is no index: k_i = 0, 1 is no list
    ("we get k_i = 0, 1 here", ["k_i = 0"]),
])
def test_an_index_against_a_list_is_one_statement(text, expected):
    """i ≠ a, b stays one statement; T = 2, X = 0, P … is two values and prose."""
    assert statements(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("As t → ∞ softmax picks the largest logit.", ["t → ∞"]),
    ("При t → ∞ softmax выбирает максимальный логит.", ["t → ∞"]),
    ("so t → ∞ and the softmax weights α_i = e^{s_i}/Z", ["t → ∞", "α_i = e^{s_i}/Z"]),
    ("so sin t = 0 here", ["sin t = 0"]),
    ("as t → ∞ softmax(x) → e_1 holds", ["t → ∞ softmax(x) → e_1"]),
])
def test_a_function_name_used_as_a_noun_is_prose(text, expected):
    """"softmax picks": a function's name with a word of prose right after it is prose, not the start of a formula."""
    assert statements(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("只考虑加 u_d：x_2 = u_a + u_d。", ["x_2 = u_a + u_d"]),
    ("Head 1:c_1 → v_a", ["c_1 → v_a"]),
    ("so q := t(k_a+k_b) here", ["q := t(k_a+k_b)"]),
])
def test_a_colon_glued_to_what_follows_ends_the_words_before(text, expected):
    """A colon (or a full-width ：) right before a formula ends the words before it; := stays an assignment."""
    assert statements(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("取 q = t(μ_a + μ_b)（t 很大），则 c ≈ v_a", ["q = t(μ_a + μ_b)", "c ≈ v_a"]),
    ("取 q₂ = tμ_b（t 很大）。", ["q₂ = tμ_b"]),
    ("q = β k_j (β large)", ["q = β k_j"]),
    ("クエリが大きいとき（q = t k_j, t → ∞、鍵のノルムは等しい）", ["q = t k_j", "t → ∞"]),
    ("크면 (q = t·k_j, t → ∞, 키들의 노름이 같다)", ["q = t·k_j", "t → ∞"]),
    ('Q = 10 u_d u_aᵀ (el factor 10 hace el softmax más "duro") y V = u_b u_bᵀ', ["Q = 10 u_d u_aᵀ", "V = u_b u_bᵀ"]),
    ("長ければ (η > 0) α_a → 1 で c ≈ v_a", ["η > 0", "α_a → 1", "c ≈ v_a"]),
    ("so (eta < 0) alpha_b -> 1", ["eta < 0", "alpha_b -> 1"]),
    ("(k_a + k_b)^T q = 2t", ["(k_a + k_b)^T q = 2t"]),
    # a square bracket too (red team 58), and a fullwidth one glued to a number
    ("= exp(t*eta) / (exp(t*eta) + n - 1)   [divided top and bottom by exp(t)]",
     ["= exp(t*eta) / (exp(t*eta) + n - 1)"]),
    ("alpha_a = 1/(1 + e^{-t eta}) [for large t]", ["alpha_a = 1/(1 + e^{-t eta})"]),
    ("当 η > 0（k_a 变长）时 c ≈ v_a", ["η > 0", "c ≈ v_a"]),
    ("P = [[0,1],[1,0]] gives PX", ["P = [[0,1],[1,0]]"]),
    ("t \\in [3, \\infty) suffices", ["t \\in [3, \\infty)"]),  # a half-open interval, no remark (red team 55)
])
def test_a_bracket_the_prose_opens_is_not_the_formulas(text, expected):
    """"t(μ_a + μ_b)（t 很大）", "（q = t k_j, t → ∞、…": a bracket whose words cut it is the prose's remark, and 、 ends a
    clause as a comma does."""
    assert statements(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("よって H' = P S Pᵀ P V = PH（PᵀP = I）。", ["H' = P S Pᵀ P V = PH", "PᵀP = I"]),
    ("所以 Z' = PZ（P𝟏 = 𝟏）", ["Z' = PZ", "P𝟏 = 𝟏"]),
    ("$H' = PSP^\\top PV = PH$（$P^\\top P = I$）", ["H' = PSP^\\top PV = PH", "P^\\top P = I"]),
    ("p = P(1+η>0) ≈ 0.92", ["p = P(1+η>0) ≈ 0.92"]),
    ("所以 p = P（1+η>0）", ["p = P（1+η>0）"]),
])
def test_a_fullwidth_bracket_glued_to_a_formula_opens_a_remark(text, expected):
    """Chinese and Japanese set no space before a remark's bracket: a fullwidth one glued to a formula, holding a
    relation, is a statement of its own, as "(…)" after a space is; an ASCII one glued is an argument."""
    assert statements(text) == [e.replace("（", "(").replace("）", ")") for e in expected]


@pytest.mark.parametrize("text, expected", [
    ("q = t(k_a + k_b with t large", "q = t(k_a + k_b"),
    ("q = t(k_a + k_b", "q = t(k_a + k_b"),
])
def test_a_bracket_left_open_inside_a_formula_is_not_cut(text, expected):
    """"q = t(k_a + k_b with …": a bracket left open after a factor is the formula's own, which is then misread rather
    than cut to q = t."""
    assert statements(text)[0] == expected


@pytest.mark.parametrize("text, expected", [
    ("Распределение α сосредоточено на одном α_j", True),
    ("クエリ q", True),
    ("q는 크다", True),
    ("la requête", True),
    ("t(k_a + k_b)", False),
    (r"\beta (k_a + k_b)", False),
    ("sqrt(2) t", False),
])
def test_prose_in_any_script(text, expected):
    """Words of any script make a text prose, so it is never parsed whole as one formula."""
    assert has_prose(text) is expected


@pytest.mark.parametrize("text, expected", [
    (r"the input is $PX+\Phi$ rather than $P(X+\Phi)$.", [r"PX+\Phi ≠             P(X+\Phi)"]),
    ("the input is PX + Φ, not P(X + Φ): position", ["PX + Φ ≠    P(X + Φ)"]),
    ("输入是 PX + Φ，而不是 P(X + Φ)。", ["PX + Φ ≠   P(X + Φ)"]),
    # a formula with a relation of its own defines or claims; what "not" sets against it is not read as ≠
    ("q = t k_j, not t k_j/2", ["q = t k_j"]),
    ("t is not large", []),
])
def test_two_formulas_set_against_each_other(text, expected):
    """"A, not B", "A rather than B", "A，而不是 B": the statement A ≠ B, when A has no relation of its own."""
    assert statements(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Запрос второго токена q_2 = Qu_a = u_d; он", ["q_2 = Qu_a = u_d"]),
    ("the query of token 1 is q_1 = Qx_1 = u_c here", ["q_1 = Qx_1 = u_c"]),
    ("so v₃ = Vx₃ = u_b − u_c.", ["v₃ = Vx₃ = u_b − u_c"]),
    ("Qu'il soit q = t k_j", ["q = t k_j"]),
])
def test_a_matrix_glued_to_a_vector(text, expected):
    """"Qu_a", "Qx_1": a capital glued to a letter with an index is a product, not a word."""
    assert statements(text) == expected


@pytest.mark.parametrize("text, moods", [
    ("head 1: scores = [t if i==a else 0] -> alpha_a -> 1", ["committed"]),
    ("if η > 0 then c → v_a, else c → v_b", ["hypothetical", "hypothetical", "hypothetical"]),
])
def test_a_conditional_expression_of_code(text, moods):
    """"[t if i==a else 0]": the if of code in a list's brackets supposes nothing; one in prose still does."""
    assert [statement.mood for statement in read_document(text).statements] == moods


@pytest.mark.parametrize("text, expected", [
    ("H_perm = P S PᵀP V = PH    ← PᵀP = I", ["H_perm = P S PᵀP V = PH", "PᵀP = I"]),
    (r"$H' = PSP^\top P V = PSV \leftarrow P^\top P = I$", ["H' = PSP^\\top P V = PSV", "P^\\top P = I"]),
    ("q ← t k_j", ["q ← t k_j"]),  # an assignment: q := t k_j
])
def test_an_arrow_back_to_a_reason_ends_the_chain(text, expected):
    """"… = PH ← PᵀP = I": after a relation of its own, ← points to a reason; alone, it assigns."""
    assert [statement.text for statement in read_document(text).statements] == expected


@pytest.mark.parametrize("text, expected", [
    ("   -> 0  if i != a", ["i != a"]),
    ("alpha_i -> 0 for i != a and j = b", ["alpha_i -> 0", "i != a", "j = b"]),
    ("so c_i = v_i whenever e != 0", ["c_i = v_i", "e != 0"]),
    ("k_i . q = 0 y i != j", ["k_i · q = 0", "i != j"]),
])
def test_a_letter_before_an_ascii_inequation_is_its_side(text, expected):
    """"i != a": a lone letter that '!=' follows is the inequation's left side, never the joining word i, e or y."""
    assert statements(text) == expected


@pytest.mark.parametrize("text, expected", [
    (r"$a \le b \Leftrightarrow c \le d$", ["a \\le b", "c \\le d"]),
    (r"$a \le b \Longleftrightarrow c \le d$", ["a \\le b", "c \\le d"]),
    ("$a ≤ b ⇔ c ≤ d ⟺ e ≤ f$", ["a ≤ b", "c ≤ d", "e ≤ f"]),
    (r"$a \le b \Leftarrow c \le d$", ["a \\le b", "c \\le d"]),
])
def test_an_equivalence_arrow_parts_two_statements(text, expected):
    """⇔, \\Leftrightarrow, ⟸ between two relations join two statements, as \\iff and ⇒ do: never one relation."""
    assert statements(text) == expected


@pytest.mark.parametrize("text, expected", [
    # a program is not math: a notebook's code cell, a tagged or code-looking fence, a LaTeX listing
    ("So $q = t k_a$.\n\n```python\nT, dm = 5, 6\nprint(np.allclose(a, b))\n```\n\nTrue\n", ["q = t k_a"]),
    ("```\nX = rng.standard_normal((T, d))\nZ = layer(P @ X)\n```\nHence Z_perm = PZ.", ["Z_perm = PZ"]),
    ("\\begin{lstlisting}\nalpha = np.exp(s) / np.exp(s).sum()\n\\end{lstlisting}\nso $\\alpha_a \\to 1$.",
     ["\\alpha_a \\to 1"]),
    ("\\begin{verbatim}\nt = 7.784\n\\end{verbatim}", []),
    # a fence holding math alone is math, as Markdown writers use it
    ("```\nq = t(k_a + k_b)\n```", ["q = t(k_a + k_b)"]),
    ("`q = t k_a` for large t", ["q = t k_a"]),
])
def test_a_program_is_not_math(text, expected):
    """Code in a fence tagged with a language, or whose lines are code, and LaTeX listings make no statement."""
    assert statements(text) == expected


@pytest.mark.parametrize("text, expected", [
    (r"Hence $Z_{perm} = PZ$. $\blacksquare$", ["Z_{perm} = PZ"]),
    (r"Hence $Z_{perm} = PZ. \qquad \square$", ["Z_{perm} = PZ"]),
    ("Hence Z_perm = P Z. ∎", ["Z_perm = P Z"]),
    (r"So $H_{perm} = PH$ \hfill $\Box$ and \qed", ["H_{perm} = PH"]),
])
def test_the_end_of_a_proof_is_no_formula(text, expected):
    """∎, □, \\qed, \\blacksquare close a proof: marks of the layout, never a formula to read."""
    assert [statement.strip() for statement in statements(text)] == expected
