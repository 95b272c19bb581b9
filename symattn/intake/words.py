"""The words of a write-up's structure, as data: what names a problem or a part in a heading, what opens an answer,
and what opens a restated question. Each list has example lines that are its tests (tests/test_intake_words.py):
every example must be read as the concept says, every counterexample not.

Matched case-insensitively at the start of a line, after the line's markup (#, \\section{, **, \\item[ …).
"""

# "Problem 1", "Question 2(b)", "Part (c)", "Aufgabe 3", "Exercice 1", "问题 1": a label follows
LABEL_WORDS = {
    "en": ("problem", "question", "part", "exercise", "task", "prob", "qn", "subpart", "subproblem", "section"),
    "de": ("aufgabe", "teilaufgabe", "frage", "teil"),
    "fr": ("exercice", "problème", "partie", "question"),
    "es": ("problema", "pregunta", "ejercicio", "parte", "apartado"),
    "it": ("esercizio", "problema", "domanda", "parte", "punto"),
    "pt": ("questão", "questao", "exercício", "exercicio", "parte"),
    "zh": ("问题", "题", "习题", "第"),
    "ru": ("задача", "вопрос", "часть"),
    "ja": ("問題", "設問", "大問", "小問", "問"),
    "ko": ("문제", "문항"),
}
# words that label a part by its letter, never a problem by its number: "Punto 2:" numbers a point of an answer (red
# team 59), while "Punto (a) i" is part (a)(i). ("Item" labels nothing: "Item c: …" goes on an answer.)
PART_ONLY_WORDS = ("punto",)
LABEL_EXAMPLES = (
    ("Problem 1 c ii", "1c-ii"), ("Question 2(b)", "2b"), ("Part (c)(i)", "c-i"), ("Aufgabe 3 a)", "3a"),
    ("Exercice 1.b", "1b"), ("Pregunta 1 (d)", "1d"), ("问题 1(a)", "1a"), ("Задача 2 (a)", "2a"), ("Q1(b)", "1b"),
    ("問1 (Copying in attention)", "1"), ("問題 2(a)", "2a"), ("문제 3 (b)", "3b"),
    # a label word between a problem and its part
    ("Problem 3 part (a)", "3a"), ("Aufgabe 2 Teil b)", "2b"), ("Problema 4, parte (b)", "4b"),
    ("Punto (a) i", "a-i"), ("Esercizio 1 punto (c) ii", "1c-ii"), ("Questao 1 (a)", "1a"), ("Questão 2 (b)", "2b"),
)
# a heading over a part set beyond the assignment ('Bonus: older version, part (e) i.', '附加题 (e) i.'): its label
# follows, or comes later in the line after a label word
BONUS_WORDS = ("bonus", "extra credit", "extra", "optional", "challenge", "question bonus", "附加题", "选做题", "加分题",
               # an addendum to a part answered before, its label later in the line ("Nachtrag zu Aufgabe 1 (e)")
               "nachtrag zu", "nachtrag", "zusatz zu", "zusatz", "addendum to", "addendum")
BONUS_EXAMPLES = (("### Bonus: older version, part (e) i.", "e-i"), ("附加题 (e) i.", "e-i"),
                  ("Nachtrag zu Aufgabe 1 (e)", "1e"), ("Addendum to Problem 2 (b)", "2b"),
                  ("**Extra credit — question (e)(ii)**", "e-ii"), ("## Bonus (e) ii", "e-ii"))
BONUS_COUNTEREXAMPLES = ("Bonus points do not count here.", "## Optional reading", "Extra care is needed (a).")
# a problem's number said in words ('第二题 2.1 (a) (i)': the second problem; '问题三'): a numeral between a word before
# it and/or one after it (at least one of the two), read as the problem's number
NUMERALS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
NUMERAL_BEFORE = ("第", "问题", "习题")
NUMERAL_AFTER = ("大题", "部分", "题", "问")
NUMERAL_EXAMPLES = (("第二题 2.1 (a) (i)", "2a-i"), ("第一题 (b)", "1b"), ("问题三", "3"), ("第二部分 (b)(ii)", "2b-ii"),
                    ("二、(c)", ""), ("第十二题 (a)", "12a"))  # '二、' alone: a list's count, not a problem
# 'Q' (capital only) is a word of its own in labels.py: q1 is the query q_1
LABEL_COUNTEREXAMPLES = ("Problems arise when the keys differ.", "Question everything.", "Part of the answer is q.",
                         "q1 = t mu_a and q2 = t mu_b", "Punto 2: quindi c → v_a.", "Item 2: the weights tie.",
                         "Item 1: q = t k_j", "Item c: note que então c → v_a.", "item e: então c → v_a.")

# abbreviations of letters with their full stops that open a line of prose, never a label: 'z. B.' is no part z,
# 'd. h.' no part d (a line of a plain-text answer that wraps before 'z. B. wenn q = t k_j …')
ABBREVIATIONS = ("z. B.", "z. T.", "d. h.", "u. a.", "u. U.", "s. o.", "s. u.", "v. a.", "o. ä.", "e. g.", "i. e.",
                 "p. ex.", "p. ej.", "c. à d.")
ABBREVIATION_EXAMPLES = ("z. B. wenn q = t * k_j mit sehr grossem t", "d. h. die Attention kopiert einfach den Wert v_j.",
                         "e. g. q = 10 k_j", "i.e. the softmax is one-hot", "p. ex. q = t k_j", "Z.B. mit t = 10")

# a line that opens the answer itself: what comes before it in the part is the question restated
ANSWER_WORDS = {
    "en": ("answer", "solution", "sol", "proof", "response", "ans", "my answer", "our answer"),
    "de": ("antwort", "lösung", "beweis"),
    "fr": ("réponse", "solution", "preuve"),
    "es": ("respuesta", "solución", "demostración"),
    "it": ("risposta", "soluzione", "dimostrazione"),
    "pt": ("resposta", "solução"),
    "zh": ("解答", "答案", "解", "答", "证明"),
    "ru": ("ответ", "решение"),
}
ANSWER_EXAMPLES = ("Answer: take q = t(k_a + k_b).", "**Solution.** We take", "Lösung: q = t k_a", "Réponse : on prend",
                   "\\textbf{Answer:} $q = t k_j$", "解答：取 q", "Proof. The scores are")
ANSWER_COUNTEREXAMPLES = ("Answering this needs care.", "The solution q = t k_a works.", "Solutions vary.")

# of those, the words of a proof: after a result already stated they open its proof, not the answer
PROOF_WORDS = ("proof", "beweis", "preuve", "demostración", "dimostrazione", "证明")

# a sentence that opens like these, or ends with a question mark, or gives the points, is the question restated
QUESTION_OPENERS = ("describe", "design", "find", "show", "explain", "specify", "summarize", "summarise", "what",
                    "why", "how", "under what", "give", "derive", "prove that", "compute", "write down", "think about",
                    "based on", "when you sample", "take the query", "note that", "can the", "do you think",
                    "is it possible", "argue", "briefly")
QUESTION_EXAMPLES = ("Design a query q in terms of the μ_i such that c ≈ ½(v_a + v_b).", "What does c look like?",
                     "(2 points) Copying in attention.", "Find an expression for a query vector q such that")
QUESTION_COUNTEREXAMPLES = ("We take q = t(k_a + k_b).", "The output copies v_j.", "Let q = t k_j with t large.")

# a sentence that opens with a yes or a no answers the question, however many of its words it repeats ("No, two
# different positions never get the same embedding.")
ANSWER_OPENERS = ("yes", "no", "nope", "yep", "ja", "nein", "oui", "non", "sí", "si", "não", "sim", "нет", "да",
                  "是", "否", "不", "不会", "不能", "可以", "会", "はい", "いいえ", "네", "예", "아니요", "아니다", "아니오")
ANSWER_OPENER_EXAMPLES = ("No, two different positions never get the same embedding.",
                          "Yes: positions 0 and 6 share one.",
                          "Nein, zwei verschiedene Positionen haben nie dieselbe Einbettung.", "不会，两个不同位置的嵌入不同。")
ANSWER_OPENER_COUNTEREXAMPLES = ("Can two different positions have the same embedding?", "Note that the embeddings",
                                 "Nonzero scores dominate.", "Show that two positions never share an embedding.")

# an answer that only says the part was skipped: the part is missing (not attempted), not an answer to grade
SKIPPED_WORDS = ("skipped", "not attempted", "did not attempt", "didn't attempt", "not answered", "unanswered",
                 "did not get to", "didn't get to", "ran out of time", "left blank", "todo", "(not done)",
                 "not done yet", "didn't do this", "did not do this", "haven't done this", "have not done this",
                 "nicht bearbeitet", "nicht gemacht", "übersprungen", "ausgelassen",
                 # French and Spanish agree with the part (la question, la pregunta): each form is listed
                 "non traité", "non traitée", "non traités", "non traitées", "pas traité", "pas traitée", "pas fait",
                 "faute de temps", "sin responder", "sin resolver", "no resuelto", "no resuelta", "no respondida",
                 "未作答", "未完成", "没做",
                 "did not finish", "didn't finish", "not finished", "unfinished", "no time left",
                 "nicht fertig", "keine Zeit", "no terminé", "sin terminar", "non svolto", "non svolta", "non fatto",
                 "non fatta", "não feito", "não feita", "não respondido", "não respondida", "não fiz", "nao fiz",
                 "nao feito", "nao respondido", "nao deu tempo", "no lo hice", "non l'ho fatto", "saltato", "saltata",
                 "не решено", "не сделано",
                 "не успел", "не успела", "未回答", "未解答", "時間切れ", "미완성", "못 풀었", "못 풀음",
                 # no time for it, in each language's own idiom
                 "not enough time", "didn't have time", "did not have time", "no me dio tiempo",
                 "no tuve tiempo", "pas eu le temps", "pas le temps", "nicht geschafft", "nicht mehr geschafft",
                 "non ho fatto in tempo", "não deu tempo", "не хватило времени", "没来得及", "来不及", "時間がなく",
                 "時間が足りず", "시간이 부족", "시간이 없어",
                 # "I did not manage to", in each language's own verb
                 "no alcancé", "no alcance", "no logré", "no pude", "não consegui", "nao consegui",
                 "non sono riuscito", "non sono riuscita", "n'ai pas réussi", "nicht hinbekommen")
SKIPPED_EXAMPLES = ("(skipped -- did not get to it)", "(not done)", "Not done yet, sorry.", "I didn't do this one.",
                    "Answer: -- ran out of time, not attempted --", "Not attempted.",
                    "*(skipped)*", "TODO", "Left blank.", "(non traitée)", "Question non traitée, faute de temps.",
                    "Pas fait.", "(No resuelta)", "Sin resolver.", "（未完成）",
                    "*(다음에 — didn't finish this one)*", "(未回答)", "Не успел.", "(non svolto)",
                    "No me dio tiempo de hacer esta parte.", "Pas eu le temps de faire cette question.",
                    "（这一问没来得及做）", "(Diese Teilaufgabe habe ich nicht mehr geschafft.)", "_Didn't get to this one._",
                    "Sorry, didn\u2019t get to this one.", "TODO\n\n\\end{enumerate}", "時間がなくて解けませんでした。",
                    "Pas eu le temps de faire cette question.\n\n(La partie 2 est dans un autre fichier.)",
                    "– übersprungen –", "(ii) nao fiz", "Não fiz esta parte.", "(saltato)",
                    "No alcancé a hacer este inciso.", "Não consegui terminar este item a tempo.",
                    "Non sono riuscito a finire questa parte.", "Je n'ai pas réussi à faire cette question.",
                    "and ii. -- skipped, didn't get to these before the deadline.\n\n\\newpage",
                    "(skipped)\n\\vspace{1em}\n\\clearpage")
SKIPPED_COUNTEREXAMPLES = ("Skip connections do not change this.", "The sum is not done over a and b.",
                           "That has nothing to do with the keys.",
                           "There is no answer in closed form.", "Skipped terms vanish: $q = t k_a$.",
                           "The first head is skipped by the softmax when the norm of k_a is small, so the output "
                           "is still near the average of the two values.",
                           "Une partie non traitée ici : $q = t k_a$ suffit.",
                           "The distance has no time dependence beyond the offset.",
                           "Not attempted at first.\n\nThen $q = t k_j$ with $t \\to \\infty$ copies v_j.",
                           "Positions far apart never run out of time steps.")
